// What `npm run lint` refuses besides import circles and outside pointers (their own tests sit
// beside their scripts): code Prettier would format differently, and markup the accessibility rules
// of eslint-plugin-jsx-a11y catch, both with this repository's own configuration.
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
});
