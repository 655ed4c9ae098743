// The layout at phone width (390 px): no page or dialog scrolls sideways, controls are at least
// 40 px tall and wide to tap, and nothing the quiz moves focus to is left under the sticky header.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, browserForThisFile, closeOpenPages, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { bookableDemoCoach } from "../support/site-pages";
import { openConsultation } from "./consultation-panel";

const browser = browserForThisFile();
let coachId: string;
let bookableCoachId: string;
let blogSlug: string;
beforeAll(async () => {
  const { context } = await openPage(browser(), "phone");
  // A coach with every contact link, so the profile's More info links are measured too.
  const coaches = (await (await context.request.get("/api/coaches?limit=100")).json()) as PublicCoach[];
  const hasContact = (value: string | null | undefined) => Boolean(value?.trim()) && value?.trim().toUpperCase() !== "N/A";
  coachId = coaches.find((c) => hasContact(c.email) && hasContact(c.phoneNumber) && hasContact(c.website))!.id;
  blogSlug = ((await (await context.request.get("/api/blog-posts")).json()) as { slug: string }[])[0].slug;
  bookableCoachId = (await bookableDemoCoach()).id;
  await closeOpenPages();
});

const PUBLIC_ROUTES = [
  "/",
  "/coaches",
  "/coaches/:coach",
  "/attachment-quiz",
  "/match",
  "/blog",
  "/blog/:post",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
  "/coach-apply",
  "/coach-checkout",
  "/coach-apply-step3?payment_success=true",
  "/login",
  "/login?mode=signup",
  "/forgot-password",
  "/booking-success",
  "/no-such-page",
];
const SIGNED_IN_ROUTES = ["/bookings", "/profile", "/settings"];
const ADMIN_ROUTES = ["/admin", "/admin/applications", "/admin/blogs", "/admin/bookings"];

function resolve(path: string): string {
  return path.replace(":coach", coachId).replace(":post", blogSlug);
}

/**
 * How far the document is wider than the window (0 when nothing scrolls sideways), and the visible
 * controls within `within` smaller than 40 px either way: buttons, fields, selects, disclosure
 * summaries, and links that stand on their own (a link inside a sentence is exempt).
 */
function measure(page: Page, within = "body"): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate((rootSelector) => {
    const small: string[] = [];
    const root = document.querySelector(rootSelector) ?? document.body;
    const candidates = root.querySelectorAll<HTMLElement>(
      'button, [role="button"], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]), summary, a[href]',
    );
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.classList.contains("sr-only") || element.closest(".sr-only")) continue;
      // A link with a button's face (LinkButton) is measured like a button.
      if (element.tagName === "A" && element.dataset.slot !== "button") {
        const parentText = element.parentElement?.textContent?.trim() ?? "";
        if (element.closest("p, article, .prose") || parentText !== element.textContent?.trim()) continue;
      }
      if (box.height < 40 || box.width < 40) {
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, small };
  }, within);
}

/** What is wrong with the open dialog at this width: content wider than its box, a page that scrolls sideways, small controls. */
async function dialogProblems(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  const dialog = page.getByRole("dialog").first();
  await dialog.waitFor();
  const sizes = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  if (sizes.scroll > sizes.client) failures.push(`${label}: content ${sizes.scroll} px in a ${sizes.client} px box`);
  const { overflow, small } = await measure(page, '[role="dialog"]');
  if (overflow > 0) failures.push(`${label}: the page scrolls sideways`);
  for (const control of small) failures.push(`${label}: ${control}`);
  return failures;
}

/** The admin dialogs measured at phone width, each with the click on /admin that opens it. */
const ADMIN_DIALOGS: readonly (readonly [label: string, open: (page: Page) => Promise<void>])[] = [
  ["Import Coaches", (page) => page.getByRole("button", { name: "Import Coaches" }).first().click()],
  ["Psychology Today", (page) => page.getByRole("button", { name: "Psychology Today" }).click()],
  [
    "Add review",
    (page) =>
      page
        .getByRole("button", { name: /^Add review for / })
        .first()
        .click(),
  ],
];

/** The consultation panel, and the booking dialog at its details (the account forms) from a coach's first free time. */
async function profileDialogProblems(page: Page): Promise<string[]> {
  await gotoHydrated(page, `/coaches/${coachId}`);
  await openConsultation(page);
  const failures = await dialogProblems(page, "Request a consultation");
  await gotoHydrated(page, `/coaches/${bookableCoachId}`);
  await page.getByRole("region", { name: "Next free times" }).getByRole("button").first().click();
  await page
    .getByRole("dialog", { name: /^Book a session with / })
    .getByLabel("First name")
    .waitFor();
  return [...failures, ...(await dialogProblems(page, "Book a session"))];
}

describe("at phone width", () => {
  it("no page scrolls sideways, and every control is at least 40 px to tap", async () => {
    const visitor = await openPage(browser(), "phone");
    visitor.expectNotFound();
    const member = await openPage(browser(), "phone");
    await signInContext(member.context);
    const admin = await openPage(browser(), "phone");
    await signInContext(admin.context, { admin: true });
    const failures: string[] = [];
    for (const [watched, paths] of [
      [visitor, PUBLIC_ROUTES],
      [member, SIGNED_IN_ROUTES],
      [admin, ADMIN_ROUTES],
    ] as const) {
      for (const path of paths.map(resolve)) {
        await gotoHydrated(watched.page, path);
        // Signed-in pages fill in from the API after hydration. Public pages are complete when
        // served (and a step of the coach application without its first step's data sends the
        // visitor back to the start 1.5 s later), so they are measured at once.
        if (watched !== visitor) await watched.page.waitForLoadState("networkidle");
        const { overflow, small } = await measure(watched.page);
        if (overflow > 0) failures.push(`${path}: ${overflow} px wider than the window`);
        for (const control of small) failures.push(`${path}: ${control}`);
      }
    }
    expect(failures).toEqual([]);
    for (const watched of [visitor, member, admin]) assertNoPageProblems(watched.problems);
  });

  it("the consultation panel and the admin dialogs fit the window and have 40 px controls", async () => {
    const visitor = await openPage(browser(), "phone");
    const failures = await profileDialogProblems(visitor.page);

    const admin = await openPage(browser(), "phone");
    await signInContext(admin.context, { admin: true });
    for (const [label, open] of ADMIN_DIALOGS) {
      await gotoHydrated(admin.page, "/admin");
      await open(admin.page);
      failures.push(...(await dialogProblems(admin.page, label)));
    }
    expect(failures).toEqual([]);
    assertNoPageProblems(visitor.problems);
    assertNoPageProblems(admin.problems);
  });

  it("a quiz step taken from the bottom of the page shows the question counter and the result below the header", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/attachment-quiz");
    const headerBottom = () =>
      page
        .locator("header")
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
    for (let step = 1; step <= 6; step++) {
      await page.getByRole("radio").last().check();
      const next = page.getByRole("button", { name: step === 6 ? "See Results" : "Next" });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      if (step < 6) {
        const counter = page.getByText(`Question ${step + 1} of 6`, { exact: true });
        await counter.waitFor();
        expect((await counter.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
      }
    }
    const eyebrow = page.getByText("Your attachment style", { exact: true });
    await eyebrow.waitFor();
    expect((await eyebrow.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
    assertNoPageProblems(problems);
  });
});
