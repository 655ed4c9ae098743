// axe-core over the page as it is now, for browser tests that open their own pages and dialogs.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  rule: string;
  element: string;
  why: string;
}

/** Every violation axe finds in the whole document, once running animations have finished. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Dialogs fade in: colours are measured once every finite animation has finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface Found {
      id: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Found[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({ rule: violation.id, element: `${node.target.join(" ")} ${node.html.slice(0, 160)}`, why: node.failureSummary ?? "" })),
    );
  });
}
