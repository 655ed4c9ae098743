// Accessibility sweep with axe-core: every route of the product, signed out, as a client and as an
// admin, at phone and desktop widths, and the dialogs and panels people open. Any violation (a
// control without a label, a button without a name, poor contrast, a skipped heading level…) fails
// with the rule, the element and axe's explanation.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, baseUrl, closeOpenPages, gotoHydrated, launchBrowser, openPage, type ViewportName } from "../support/browser";
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

let browser: Browser;
let coach: PublicCoach;
beforeAll(async () => {
  browser = await launchBrowser();
  [coach] = (await (await fetch(`${baseUrl()}/api/coaches?limit=1`)).json()) as PublicCoach[];
});
afterEach(closeOpenPages);
afterAll(async () => {
  await browser?.close();
});

async function openAs(viewport: ViewportName, who: "visitor" | "client" | "admin") {
  const watched = await openPage(browser, viewport);
  if (who !== "visitor") await signInContext(watched.context, { admin: who === "admin" });
  return watched;
}

describe.each<ViewportName>(["phone", "desktop"])("accessibility at %s width", (viewport) => {
  it("every public page passes axe", async () => {
    const { page, problems, expectNotFound } = await openAs(viewport, "visitor");
    expectNotFound();
    for (const path of [...PUBLIC_ROUTES, `/coaches/${coach.id}`]) {
      await gotoHydrated(page, path);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    assertNoPageProblems(problems);
  });

  it("every signed-in page of a client passes axe", async () => {
    const { page, problems, expectNotFound } = await openAs(viewport, "client");
    expectNotFound();
    for (const path of CLIENT_ROUTES) {
      await gotoHydrated(page, path);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    assertNoPageProblems(problems);
  });

  it("every admin page passes axe", async () => {
    const { page, problems } = await openAs(viewport, "admin");
    for (const path of ADMIN_ROUTES) {
      await gotoHydrated(page, path);
      expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
    }
    assertNoPageProblems(problems);
  });

  it("the consultation panel passes axe, empty and with every message shown", async () => {
    const { page, problems } = await openAs(viewport, "visitor");
    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.getByRole("button", { name: "Book Session" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Request a consultation" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(/phone/i).fill("123");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByText("Please enter a valid phone number").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(problems);
  });
});

describe("accessibility of panels and dialogs", () => {
  it("the home suggestion panel and the quiz pass axe", async () => {
    const { page, problems } = await openAs("desktop", "visitor");
    await gotoHydrated(page, "/");
    await page.getByPlaceholder("What do you need help with?").click();
    await page.getByText("Trending topics").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByPlaceholder("What do you need help with?").fill("a");
    await page.getByText("Matching topics").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await gotoHydrated(page, "/attachment-quiz");
    for (let question = 1; question <= 6; question += 1) {
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: question === 6 ? "See Results" : "Next" }).click();
    }
    await page.getByRole("button", { name: "Retake Quiz" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(problems);
  });

  it("the small-screen menu passes axe, signed out and signed in", async () => {
    for (const who of ["visitor", "admin"] as const) {
      const { page, problems } = await openAs("phone", who);
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      expect({ who, violations: await axeViolations(page) }).toEqual({ who, violations: [] });
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
      expect({ button, violations: await axeViolations(page) }).toEqual({ button, violations: [] });
      if (submit) {
        await dialog.getByRole("button", { name: submit }).last().click();
        await dialog.getByText("First name is required").waitFor();
        expect({ button, violations: await axeViolations(page) }).toEqual({ button, violations: [] });
      }
    }
    for (const row of [/edit/i, /review/i, /delete/i]) {
      await gotoHydrated(page, "/admin");
      await page.getByRole("button", { name: row }).first().click();
      await page.getByRole(row.source === "delete" ? "alertdialog" : "dialog").first().waitFor();
      expect({ row: row.source, violations: await axeViolations(page) }).toEqual({ row: row.source, violations: [] });
    }
    await gotoHydrated(page, "/admin/blogs");
    await page.getByRole("button", { name: /Add New Post|Create New Post/ }).first().click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The avatar menu is portalled outside the page's landmarks by design (a menu, not a region).
    await gotoHydrated(page, "/admin");
    await page.locator("header").getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menu").waitFor();
    expect(await axeViolations(page, ["region"])).toEqual([]);
    assertNoPageProblems(problems);
  });
});
