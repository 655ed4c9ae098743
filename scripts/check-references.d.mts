// Types of scripts/check-references.mjs for its TypeScript test.
export interface ReferenceProblem {
  file: string;
  line: number;
  message: string;
  text: string;
}

export interface ReferenceCheck {
  problems: ReferenceProblem[];
  filesChecked: number;
  referencesChecked: number;
}

export const OUTSIDE_POINTERS: readonly { pattern: RegExp; why: string; unless?: RegExp }[];
export function anchorOf(heading: string): string;
export function headingAnchors(markdown: string): Set<string>;
export function scriptComments(text: string, file?: string): { line: number; text: string }[];
export function readableLines(file: string, text: string): { line: number; text: string }[];
export function checkReferences(options: { root: string; files: readonly string[] }): ReferenceCheck;
export function listFiles(root: string): string[];
