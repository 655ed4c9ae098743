// Accessibility sweep with axe-core: every route of the product, signed out, as a client and as an
// admin, at phone and desktop widths, and the dialogs and panels people open. Any violation (a
// control without a label, a button without a name, poor contrast, a skipped heading level…) fails
// with the rule, the element and axe's explanation.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  rule: string;
  element: string;
  why: string;
}

/** Runs axe over the whole document as it is now and lists what it finds. */
async function axeViolations(page: Page, disabledRules: string[] = []): Promise<Violation[]> {
  // Dialogs fade and slide in: measure colours once every finite animation has finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (disabled) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    interface AxeViolation {
      id: string;
      nodes: { target: string[]; html: string; failureSummary?: string }[];
    }
    const result = await axe.run(document, {
      resultTypes: ["violations"],
      rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        element: `${node.target.join(" ")} ${node.html.slice(0, 160)}`,
        why: node.failureSummary ?? "",
      })),
    );
  }, disabledRules);
}

/** Fails, naming `where` (a path, a dialog), with every violation axe finds on the page as it is now. */
async function expectNoViolations(page: Page, where: string, disabledRules: string[] = []): Promise<void> {
  expect({ where, violations: await axeViolations(page, disabledRules) }).toEqual({ where, violations: [] });
}

const PUBLIC_ROUTES = [
  "/",
  "/coaches",
  "/coaches?search=trust",
  "/contact",
  "/about",
  "/coach-apply",
  "/coach-apply-step3?payment_success=true",
  "/privacy",
  "/terms",
  "/blog",
  "/blog/attachment-styles-dating",
  "/blog/no-such-post",
  "/attachment-quiz",
  "/login",
  "/login?mode=signup",
  "/forgot-password",
  "/some/unknown/path",
];
const CLIENT_ROUTES = ["/bookings", "/booking-success?booking_id=00000000-0000-4000-8000-000000000000", "/profile", "/settings"];
const ADMIN_ROUTES = ["/admin", "/admin/applications", "/admin/blogs", "/admin/bookings"];

const browser = browserForThisFile();
let coach: PublicCoach;
beforeAll(async () => {
  [coach] = (await (await fetch(`${baseUrl()}/api/coaches?limit=1`)).json()) as PublicCoach[];
});

async function openAs(viewport: ViewportName, who: "visitor" | "client" | "admin") {
  const watched = await openPage(browser(), viewport);
  if (who !== "visitor") await signInContext(watched.context, { admin: who === "admin" });
  return watched;
}

describe.each<ViewportName>(["phone", "desktop"])("accessibility at %s width", (viewport) => {
  it.each([
    { who: "visitor", paths: () => [...PUBLIC_ROUTES, `/coaches/${coach.id}`], notFoundExpected: true },
    { who: "client", paths: () => CLIENT_ROUTES, notFoundExpected: true },
    { who: "admin", paths: () => ADMIN_ROUTES, notFoundExpected: false },
  ] as const)("every page a $who sees passes axe", async ({ who, paths, notFoundExpected }) => {
    const { page, problems, expectNotFound } = await openAs(viewport, who);
    if (notFoundExpected) expectNotFound();
    for (const path of paths()) {
      await gotoHydrated(page, path);
      await expectNoViolations(page, path);
    }
    assertNoPageProblems(problems);
  });

  it("the consultation panel passes axe, empty and with every message shown", async () => {
    const { page, problems } = await openAs(viewport, "visitor");
    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.getByRole("button", { name: "Book Session" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a consultation" });
    await dialog.waitFor();
    await expectNoViolations(page, "consultation panel");
    await dialog.getByLabel(/phone/i).fill("123");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByText("Please enter a valid phone number").waitFor();
    await expectNoViolations(page, "consultation panel with its messages");
    assertNoPageProblems(problems);
  });
});

describe("accessibility of panels and dialogs", () => {
  it("the home suggestion panel and the quiz pass axe", async () => {
    const { page, problems } = await openAs("desktop", "visitor");
    await gotoHydrated(page, "/");
    await page.getByPlaceholder("What do you need help with?").click();
    await page.getByText("Trending topics").waitFor();
    await expectNoViolations(page, "trending topics");
    await page.getByPlaceholder("What do you need help with?").fill("a");
    await page.getByText("Matching topics").waitFor();
    await expectNoViolations(page, "matching topics");

    await gotoHydrated(page, "/attachment-quiz");
    for (let question = 1; question <= 6; question += 1) {
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: question === 6 ? "See Results" : "Next" }).click();
    }
    await page.getByRole("button", { name: "Retake Quiz" }).waitFor();
    await expectNoViolations(page, "quiz results");
    assertNoPageProblems(problems);
  });

  it("the small-screen menu passes axe, signed out and signed in", async () => {
    for (const who of ["visitor", "admin"] as const) {
      const { page, problems } = await openAs("phone", who);
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await expectNoViolations(page, `menu (${who})`);
      assertNoPageProblems(problems);
    }
  });

  it("the admin dialogs pass axe, empty and with their messages shown", async () => {
    const { page, problems } = await openAs("desktop", "admin");
    const dialogs: { button: string; submit?: RegExp }[] = [
      { button: "Add Coach", submit: /^(Create|Add|Save)/ },
      { button: "Import Coaches" },
      { button: "Psychology Today" },
    ];
    for (const { button, submit } of dialogs) {
      await gotoHydrated(page, "/admin");
      await page.getByRole("button", { name: button }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await expectNoViolations(page, button);
      if (submit) {
        await dialog.getByRole("button", { name: submit }).last().click();
        await dialog.getByText("First name is required").waitFor();
        await expectNoViolations(page, button);
      }
    }
    for (const row of [/edit/i, /review/i, /delete/i]) {
      await gotoHydrated(page, "/admin");
      await page.getByRole("button", { name: row }).first().click();
      await page.getByRole(row.source === "delete" ? "alertdialog" : "dialog").first().waitFor();
      await expectNoViolations(page, row.source);
    }
    await gotoHydrated(page, "/admin/blogs");
    await page.getByRole("button", { name: /Add New Post|Create New Post/ }).first().click();
    await page.getByRole("dialog").waitFor();
    await expectNoViolations(page, "blog post dialog");

    // The avatar menu is portalled outside the page's landmarks by design (a menu, not a region).
    await gotoHydrated(page, "/admin");
    await page.locator("header").getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menu").waitFor();
    await expectNoViolations(page, "avatar menu", ["region"]);
    assertNoPageProblems(problems);
  });
});
