// Accessibility sweep with axe-core: every route of the product, signed out, as a client and as an
// admin, at phone and desktop widths, and the dialogs and panels people open. Any violation (a
// control without a label, a button without a name, poor contrast, a skipped heading level…) fails
// with the rule, the element and axe's explanation. Wherever axe runs, the document as React left it
// is also held to the HTML check's rules (tests/support/html-validation.ts).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, type ViewportName } from "../support/browser";
import { axeViolations } from "../support/axe";
import { htmlErrors } from "../support/html-validation";
import { openConsultation } from "./consultation-panel";
import {
  ADMIN_ROUTES,
  bookableDemoCoach,
  CLIENT_ROUTES,
  COACH_ROUTES,
  firstDemoCoach,
  pagesOpenedAs,
  PUBLIC_ROUTES,
} from "../support/site-pages";

/** Fails, naming `where` (a path, a dialog), with every violation axe finds on the page as it is now, and every HTML error. */
async function expectNoViolations(page: Page, where: string, disabledRules: string[] = []): Promise<void> {
  expect({ where, violations: await axeViolations(page, disabledRules) }).toEqual({ where, violations: [] });
  expect({ where, htmlErrors: await htmlErrors(await page.content()) }).toEqual({ where, htmlErrors: [] });
}

/** Opens, from the admin coach table, each dialog a coach's row offers and checks it with axe. */
async function expectNoViolationsInCoachRowDialogs(page: Page): Promise<void> {
  for (const row of [/edit/i, /review/i, /delete/i, /^Availability of/]) {
    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: row }).first().click();
    await page
      .getByRole(row.source === "delete" ? "alertdialog" : "dialog")
      .first()
      .waitFor();
    // The hours dialog loads the coach's hours first.
    if (row.source === "^Availability of") await page.getByRole("button", { name: "Save availability" }).waitFor();
    await expectNoViolations(page, row.source);
  }
}

const browser = browserForThisFile();
const openAs = pagesOpenedAs(browser);
let coach: PublicCoach;
let bookable: PublicCoach;
beforeAll(async () => {
  coach = await firstDemoCoach();
  bookable = await bookableDemoCoach();
});

describe.each<ViewportName>(["phone", "desktop"])("accessibility at %s width", (viewport) => {
  it.each([
    { who: "visitor", paths: () => [...PUBLIC_ROUTES, `/coaches/${coach.id}`], notFoundExpected: true },
    { who: "client", paths: () => CLIENT_ROUTES, notFoundExpected: true },
    { who: "admin", paths: () => ADMIN_ROUTES, notFoundExpected: false },
    { who: "coach", paths: () => COACH_ROUTES, notFoundExpected: false },
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
    const dialog = await openConsultation(page);
    await expectNoViolations(page, "consultation panel");
    await dialog.getByLabel(/phone/i).fill("123");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByText("Please enter a valid phone number").waitFor();
    await expectNoViolations(page, "consultation panel with its messages");
    assertNoPageProblems(problems);
  });

  it("the booking dialog passes axe at its time and its details, with their messages shown", async () => {
    const { page, problems } = await openAs(viewport, "visitor");
    await gotoHydrated(page, `/coaches/${bookable.id}`);
    await page.getByRole("region", { name: "Next free times" }).getByRole("button").first().waitFor();
    await expectNoViolations(page, "profile with its free times");
    await page.getByRole("button", { name: "Book Session" }).click();
    const dialog = page.getByRole("dialog", { name: /^Book a session with / });
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await dialog.getByText("Please pick a time from the list.").waitFor();
    await expectNoViolations(page, "booking dialog: time");
    await dialog.getByTestId("time-picker").getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Continue", exact: true }).click();
    await dialog.getByRole("button", { name: "Create account" }).click();
    await dialog.getByText("First name is required").waitFor();
    await expectNoViolations(page, "booking dialog: details");
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
    await expectNoViolationsInCoachRowDialogs(page);
    assertNoPageProblems(problems);
  });

  it("the blog post dialog and the avatar menu of the staff portal pass axe", async () => {
    const { page, problems } = await openAs("desktop", "admin");
    await gotoHydrated(page, "/admin/blogs");
    await page
      .getByRole("button", { name: /Add New Post|Create New Post/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    await expectNoViolations(page, "blog post dialog");

    // The avatar menu is portalled outside the page's landmarks by design (a menu, not a region).
    await gotoHydrated(page, "/admin");
    await page
      .locator("header")
      .getByRole("button", { name: /^Account menu for/ })
      .click();
    await page.getByRole("menu").waitFor();
    await expectNoViolations(page, "avatar menu", ["region"]);
    assertNoPageProblems(problems);
  });
});
