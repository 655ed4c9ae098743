// What `npm run lint` refuses besides import circles and outside pointers (their own tests sit
// beside their scripts): code Prettier would format differently, markup the accessibility rules
// of eslint-plugin-jsx-a11y catch, and files or functions too long to take in at once, all with
// this repository's own configuration.
import { ESLint } from "eslint";
import prettier from "prettier";
import { describe, expect, it } from "vitest";

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

  it("refuses a function over 80 lines and a file over 300, blank lines and comments included", async () => {
    const eslint = new ESLint();
    // `count` lines in the body: statements, each followed by a comment line.
    const body = (count: number) =>
      Array.from({ length: count }, (_, i) => (i % 2 === 0 ? `  total += ${i};` : `  // step ${i}`)).join("\n");
    const fn = (name: string, count: number) =>
      `export function ${name}(): number {\n  let total = 0;\n${body(count)}\n  return total;\n}\n`;
    const lint = async (text: string) =>
      (await eslint.lintText(text, { filePath: "server/lib/example.ts" }))[0].messages.map((message) => message.ruleId);

    // 80 lines from `function` to its closing brace pass; 81 do not, though half of them are comments.
    expect(await lint(fn("fits", 76))).toEqual([]);
    expect(await lint(fn("tooLong", 77))).toEqual(["max-lines-per-function"]);
    // Four functions of 76 lines and the blank lines between them: short functions, a 307-line file.
    expect(await lint(["a", "b", "c", "d"].map((name) => fn(name, 72)).join("\n"))).toEqual(["max-lines"]);
  });
});
