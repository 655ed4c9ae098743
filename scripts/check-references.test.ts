// The pointer check (scripts/check-references.mjs): a comment or document that points at a text
// kept outside the repository fails it, as does a docs/product/ section or a docs/decisions/ record
// that does not exist; pointers that resolve, and the words people see in string literals, pass.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { anchorOf, checkReferences, headingAnchors, listFiles, scriptComments } from "./check-references.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A throwaway tree of files (path → text); not a git repository, so every file is listed. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-references-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const check = (root: string) => checkReferences({ root, files: listFiles(root) });

const PRODUCT_DOC = "# Bookings\n\n## Refunds\n\nA paid session cancelled in time is refunded.\n\n## Cancel and reschedule\n";
const DECISION = "# 083 — Cancel and refund\n";

describe("the pointer check", () => {
  it("passes pointers that resolve to a section, a decision record or a linked file", () => {
    const root = tree({
      "docs/product/bookings.md": PRODUCT_DOC,
      "docs/decisions/083-cancel-and-refund.md": DECISION,
      "server/refunds.ts": [
        "// Refunds in full (docs/product/bookings.md#refunds; docs/decisions/083).",
        "/** Decided on the locked row (decision 083). */",
        'export const title = "as the specification says";',
        "",
      ].join("\n"),
      "README.md": "See [the policy](docs/product/bookings.md#cancel-and-reschedule) and [083](docs/decisions/083-cancel-and-refund.md).\n",
    });
    const result = check(root);
    expect(result.problems).toEqual([]);
    expect(result.referencesChecked).toBe(5);
  });

  it("fails a pointer to an outside text, a missing section and a missing record, naming file and line", () => {
    const root = tree({
      "docs/product/bookings.md": PRODUCT_DOC,
      "server/refunds.ts": [
        "const a = 1;",
        "// Refunds (decisions §5).",
        "// See docs/product/bookings.md#no-such-heading.",
        "// Kept as decision 099 says.",
        "",
      ].join("\n"),
      "docs/notes.md": "The flow of issue 17, as the [policy](docs/product/missing.md) says.\n",
    });
    const messages = check(root).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^docs\/notes\.md:1: points at an issue tracker entry/),
      "docs/notes.md:1: link target docs/product/missing.md does not exist",
      expect.stringMatching(
        /^server\/refunds\.ts:2: points at a section of a decisions document kept outside the repository: "decisions §"/,
      ),
      "server/refunds.ts:3: docs/product/bookings.md has no heading #no-such-heading",
      "server/refunds.ts:4: decision 099 is not in docs/decisions/",
    ]);
  });

  it("reads comments only in source files, past strings, templates and regular expressions", () => {
    const source = [
      'const a = "// not a comment";',
      "const b = `line ${'/*'} still text`;",
      "const c = /\\/\\/ no/;",
      "// the one comment",
      "",
    ].join("\n");
    expect(scriptComments(source)).toEqual([{ line: 4, text: " the one comment" }]);
  });

  it("reads a TSX file's comments in JSX and empty blocks, but not its JSX text or a regular expression's slashes", () => {
    const source = [
      "const pattern = /[//]/;",
      "export const A = () => <p>it's // text {/* in JSX */}</p>;",
      "try { go(); } catch { /* nothing",
      "   to do */ }",
      "",
    ].join("\n");
    expect(scriptComments(source, "app/a.tsx")).toEqual([
      { line: 2, text: " in JSX " },
      { line: 3, text: " nothing" },
      { line: 4, text: "   to do " },
    ]);
  });

  it("makes GitHub's heading anchors", () => {
    expect(anchorOf("Step 1 personal information")).toBe("step-1-personal-information");
    expect(anchorOf("`GET /api/health`: the check")).toBe("get-apihealth-the-check");
    expect([...headingAnchors("## Notes\n```\n## not a heading\n```\n## Notes\n")]).toEqual(["notes", "notes-1"]);
  });

  it("finds no pointer outside this repository", () => {
    const root = path.resolve(import.meta.dirname, "..");
    expect(check(root).problems).toEqual([]);
  });
});
