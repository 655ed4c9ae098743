// What `npm run lint` refuses besides import circles and outside pointers (their own tests sit
// beside their scripts): code Prettier would format differently, markup the accessibility rules
// of eslint-plugin-jsx-a11y catch, and any other warning, all with this repository's own
// configuration; files and functions past the size guard are reported without failing.
import { ESLint } from "eslint";
import prettier from "prettier";
import { describe, expect, it } from "vitest";
import { sortMessages } from "./lint-code.mjs";

describe("npm run lint", () => {
  it("refuses code that is not formatted as Prettier (with the Tailwind class order) writes it", async () => {
    const filepath = "app/components/example.tsx";
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    const messy = 'export const Example = () => <p className="text-sm p-4 flex">{ "hi" }</p>\n';
    expect(await prettier.check(messy, options)).toBe(false);
    const formatted = await prettier.format(messy, options);
    // The classes come in Tailwind's order, and the result is what the check accepts.
    expect(formatted).toContain('className="flex p-4 text-sm"');
    expect(await prettier.check(formatted, options)).toBe(true);
  });

  it("refuses an image without a text alternative and a click handler on a plain element", async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      'export function Example({ go }: { go: () => void }) {\n  return <div onClick={go}><img src="/a.jpg" /></div>;\n}\n',
      { filePath: "app/components/example.tsx" },
    );
    const rules = result.messages.map((message) => message.ruleId);
    expect(rules).toContain("jsx-a11y/alt-text");
    expect(rules).toContain("jsx-a11y/click-events-have-key-events");
  });

  it("warns, without failing, of a function over 150 lines and a file over 500 outside tests; other warnings fail", async () => {
    const eslint = new ESLint();
    // `count` lines in the body: statements, each followed by a comment line.
    const body = (count: number) =>
      Array.from({ length: count }, (_, i) => (i % 2 === 0 ? `  total += ${i};` : `  // step ${i}`)).join("\n");
    const fn = (name: string, count: number) =>
      `export function ${name}(): number {\n  let total = 0;\n${body(count)}\n  return total;\n}\n`;
    const lint = async (text: string, filePath = "server/lib/example.ts") => (await eslint.lintText(text, { filePath }))[0];
    const rules = (result: ESLint.LintResult) => result.messages.map((message) => [message.ruleId, message.severity]);

    // 150 lines from `function` to its closing brace pass; 151 warn, though half of them are comments.
    expect(rules(await lint(fn("fits", 146)))).toEqual([]);
    const longFunction = await lint(fn("tooLong", 147));
    expect(rules(longFunction)).toEqual([["max-lines-per-function", 1]]);
    // Four functions of 150 lines and the blank lines between them: a 603-line file.
    const longFile = ["a", "b", "c", "d"].map((name) => fn(name, 146)).join("\n");
    expect(rules(await lint(longFile))).toEqual([["max-lines", 1]]);
    // Tests are exempt: a long test reads as one sequence of steps.
    expect(rules(await lint(longFile + fn("tooLong", 147), "server/lib/example.test.ts"))).toEqual([]);
    expect(rules(await lint(longFile, "tests/e2e/example.test.ts"))).toEqual([]);

    // `npm run lint` lists the size warnings and passes; any other warning still fails it.
    expect(sortMessages([longFunction])).toMatchObject({ failing: [], sizeWarnings: [{ rule: "max-lines-per-function" }] });
    const staleEffect = await lint(
      'import { useEffect } from "react";\nexport function Example({ id, load }: { id: string; load: (id: string) => void }) {\n  useEffect(() => load(id), []);\n  return null;\n}\n',
      "app/components/example.tsx",
    );
    expect(rules(staleEffect)).toEqual([["react-hooks/exhaustive-deps", 1]]);
    expect(sortMessages([staleEffect]).failing).toMatchObject([{ rule: "react-hooks/exhaustive-deps" }]);
  });
});
