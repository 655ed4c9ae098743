// axe-core in a browser test: every violation on the page as it is now, with the rule and element.
// The accessibility sweep and every test that checks its own pages use this one copy.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  rule: string;
  element: string;
  why: string;
}

/** Every violation axe finds on the page as it is now; `disabledRules` names rules left out on purpose. */
export async function axeViolations(page: Page, disabledRules: string[] = []): Promise<AxeViolation[]> {
  // Dialogs and toasts fade in: colours are measured once finite animations are done.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (disabled) => {
    interface Result {
      id: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    });
    return violations.flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        element: `${node.target.join(" ")} ${node.html.slice(0, 160)}`,
        why: node.failureSummary ?? "",
      })),
    );
  }, disabledRules);
}
