import type { ESLint, Linter } from "eslint";

/** The rules whose warnings are reported without failing the run. */
export const SIZE_RULES: ReadonlySet<string>;
/** Whether one ESLint message fails the run: anything but a warning of the size guard. */
export function failsLint(message: Linter.LintMessage): boolean;
/** The failing messages and the size warnings in ESLint's results. */
export function sortMessages(results: ESLint.LintResult[]): {
  failing: { file: string; line: number; rule: string | null; text: string }[];
  sizeWarnings: { file: string; line: number; rule: string | null; text: string }[];
};
