// axe-core in a browser test: every violation on the page as it is now, with the rule and element.
// (The accessibility sweep keeps its own copy; this one serves tests that check their own pages.)
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  rule: string;
  element: string;
  why: string;
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Dialogs and toasts fade in: colours are measured once finite animations are done.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface Result {
      id: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.flatMap((v) => v.nodes.map((node) => ({ rule: v.id, element: `${node.target.join(" ")} ${node.html.slice(0, 160)}`, why: node.failureSummary ?? "" })));
  });
}
