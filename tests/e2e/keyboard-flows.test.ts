// The main flows taken with the keyboard alone (docs/decisions/094), at phone and desktop widths: a search
// from the home page, the directory's filters, the free consultation request and an inline free time on a
// profile, the attachment quiz, sign-up, and both menus (the avatar menu, the phone's Menu sheet); and the
// time picker of a coach with hours.
// Every stop focus makes on the way must be visible and show focus (tests/support/keyboard.ts), and
// each flow may take at most the Tab presses measured when it was written (TAB_CEILINGS): a change
// that makes someone press Tab more often fails here. Clicks are never used.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, type ViewportName } from "../support/browser";
import { uniqueEmail } from "../support/e2e-accounts";
import { KeyboardUser } from "../support/keyboard";
import { pagesOpenedAs, setEveryDayHours } from "../support/site-pages";

type Flow = "search" | "filters" | "bookSession" | "bookTime" | "quiz" | "signUp" | "avatarMenu" | "menuSheet";

/**
 * The Tab and Shift+Tab presses each flow takes; none may take more. On b2020de, before
 * the keyboard work, the same paths took: search 20 (phone) / 24 (desktop), filters 32 / 35, Book
 * Session 15 / 20, the quiz 22 / 27, sign-up 10 / 15, the avatar menu 3 / 8 and the Menu sheet 6.
 * Since then: focus goes to a new page's heading and, after filters, to the results' count; the
 * directory has "Skip to results"; the consultation panel's Send request comes before Cancel; each
 * quiz step lands on the answers; the sign-in page's current mode is not a stop; the Menu sheet
 * opens on its first link. The avatar menu is the header's last control and opens on its first item.
 * The profile's one primary action, 'Book Session', now comes first and books a time; the free
 * consultation request is the next stop (one Tab more than when it was 'Book Session' itself). An
 * inline free time takes a visitor into the booking dialog at its first field (bookTime, measured
 * when it was written). Conversations added one stop to two flows: 'Message' on the profile sits
 * between 'Book Session' and the free times (bookTime 8 / 13 → 9 / 14), and the signed-in header's
 * 'Messages' link comes before the avatar menu at desktop width (avatarMenu 8 → 9). The directory's
 * 'License verified' filter (docs/product/verified-licences.md) is one more control between Category
 * and the button that applies the filters (filters 19 / 23 → 20 / 24).
 */
const TAB_CEILINGS: Record<Flow, Partial<Record<ViewportName, number>>> = {
  search: { phone: 7, desktop: 12 },
  filters: { phone: 20, desktop: 24 },
  bookSession: { phone: 15, desktop: 20 },
  bookTime: { phone: 9, desktop: 14 },
  quiz: { phone: 17, desktop: 22 },
  signUp: { phone: 9, desktop: 14 },
  avatarMenu: { phone: 3, desktop: 9 },
  menuSheet: { phone: 5 },
};

const browser = browserForThisFile();
const openAs = pagesOpenedAs(browser);
/** A coach with hours every day, so its profile offers times. */
let coachId = "";
beforeAll(async () => {
  const coach = await openAs("desktop", "coach");
  await setEveryDayHours(coach);
  coachId = coach.coachId!;
});

/** A page opened as someone at `path`, and the keyboard of that page. */
async function start(viewport: ViewportName, who: "visitor" | "client", path: string) {
  const opened = await openAs(viewport, who);
  await gotoHydrated(opened.page, path);
  return { ...opened, user: new KeyboardUser(opened.page) };
}

const focusedIs = (page: Page, selector: string) =>
  page.waitForFunction((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const isCoachCard = (user: KeyboardUser) => user.page.evaluate(() => document.activeElement?.matches("[data-testid=coach-card]") ?? false);

/** Fails with the stops that were covered or showed no focus, and when the flow took more Tabs than measured. */
function expectFlow(user: KeyboardUser, flow: Flow, viewport: ViewportName) {
  expect(user.problems(), `${flow}: stops`).toEqual([]);
  expect(user.tabs, `${flow}: Tab presses`).toBeLessThanOrEqual(TAB_CEILINGS[flow][viewport] ?? 0);
}

async function searchFromHome(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", "/");
  await user.pressUntil("What do you need help with?");
  await page.keyboard.type("trust");
  await user.pressUntil("Browse Coaches");
  await user.press("Enter");
  await page.waitForURL((url) => url.pathname === "/coaches" && url.search === "?search=trust");
  // Focus is on the new page's heading: the next Tab continues in the page, not in the header.
  await focusedIs(page, "main h1");
  await user.look();
  // The results arrive after the heading (a person reads it meanwhile); the page's own skip link
  // goes past the filters to the results' count.
  await page.getByTestId("coach-card").first().waitFor();
  await user.pressUntil("Skip to results", { max: 1 });
  await user.press("Enter");
  await focusedIs(page, "#results");
  await user.pressUntil(() => isCoachCard(user), { max: 1 });
  expectFlow(user, "search", viewport);
  assertNoPageProblems(problems);
}

async function directoryFilters(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", "/coaches");
  // A phone stages the filters in the sheet the 'Filters' button opens; a wider screen in the card.
  const filters = viewport === "phone" ? page.getByRole("dialog", { name: "Filters" }) : page.locator("main");
  if (viewport === "phone") {
    await user.pressUntil("Filters");
    await user.press("Enter");
    await filters.waitFor();
  }
  await user.pressUntil("Category");
  await page.keyboard.type("Comm");
  await expect(filters.getByLabel("Category").inputValue()).resolves.toBe("Communication & Boundaries");
  // The sheet counts the staged filters before they are applied.
  if (viewport === "phone") await filters.getByRole("button", { name: /^Show \d+ coaches$/ }).waitFor();
  await user.pressUntil(viewport === "phone" ? /^Show \d+ coaches$/ : "Find My Coach!");
  await user.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("category") === "Communication & Boundaries");
  await page.waitForFunction(() => /^Showing [1-9]\d* relationship coaches$/.test(document.activeElement?.textContent ?? ""));
  await user.look();
  await page.getByTestId("coach-card").first().waitFor();
  await user.pressUntil(() => isCoachCard(user));
  expectFlow(user, "filters", viewport);
  assertNoPageProblems(problems);
}

/** Types each value into the field of that name, tabbing to it (no Tab when focus is there already). */
async function fill(user: KeyboardUser, fields: [string, string][]) {
  for (const [name, value] of fields) {
    await user.pressUntil(name, { fromHere: true });
    await user.page.keyboard.type(value);
  }
}

async function bookSession(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", `/coaches/${coachId}`);
  // This coach has free times: 'Book Session' books one, and the free request is the button beside it.
  await user.pressUntil("Request a free consultation");
  await user.press("Enter");
  const panel = page.getByRole("dialog", { name: "Request a consultation" });
  await panel.waitFor();
  await fill(user, [
    ["First name", "Noa"],
    ["Last name", "Keyes"],
    ["Email", uniqueEmail("keyboard")],
    ["Phone number", "5550104242"],
    ["City or ZIP code", "Chicago 60601"],
    ["What brings you here today?", "We want to stop having the same argument every week."],
  ]);
  // Send request is shown first (above Cancel on a phone) and reached first.
  await user.pressUntil("Send request");
  await user.press("Enter");
  await page.getByRole("status").filter({ hasText: "Consultation Request Sent!" }).waitFor();
  await panel.waitFor({ state: "detached" });
  await focusedIs(page, "button[aria-haspopup=dialog]");
  expect((await user.look())?.name).toBe("Request a free consultation");
  expectFlow(user, "bookSession", viewport);
  assertNoPageProblems(problems);
}

async function bookInlineTime(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", `/coaches/${coachId}`);
  await page.getByRole("region", { name: "Next free times" }).getByRole("button").first().waitFor();
  // The first time of the next free day, named with its day ("Tuesday, December 8 at 9:00 AM").
  const chosen = await user.pressUntil(/^\w+day, \w+ \d+,? (at )?\d{1,2}:\d{2} [AP]M$/);
  await user.press("Enter");
  const dialog = page.getByRole("dialog", { name: /^Book a session with / });
  await dialog.getByRole("heading", { name: "Your details" }).waitFor();
  expect(await dialog.getByTestId("chosen-time").textContent()).toContain(chosen.name.replace(/,? at .*/, ""));
  await user.pressUntil("First name", { fromHere: true });
  expectFlow(user, "bookTime", viewport);
  assertNoPageProblems(problems);
}

async function attachmentQuiz(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", "/attachment-quiz");
  for (let question = 1; question <= 6; question += 1) {
    // After each step focus is on the new question's first answer already (named with the question).
    await user.pressUntil((stop) => stop.tag === "input[radio]", { fromHere: true });
    await user.press("Space");
    await user.pressUntil(question === 6 ? "See Results" : "Next");
    await user.press("Enter");
  }
  await page.getByTestId("quiz-results").waitFor();
  await focusedIs(page, "[data-testid=quiz-results] h2");
  await user.pressUntil("Find Your Coach");
  expectFlow(user, "quiz", viewport);
  assertNoPageProblems(problems);
}

async function signUp(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", "/login?mode=signup");
  await fill(user, [
    ["First name", "Robin"],
    ["Last name", "Keyes"],
    ["Email", uniqueEmail("keyboard-signup")],
    ["Password", "a long test password"],
  ]);
  await user.pressUntil("Create account");
  await user.press("Enter");
  await page.waitForURL((url) => url.pathname !== "/login");
  expectFlow(user, "signUp", viewport);
  assertNoPageProblems(problems);
}

async function avatarMenu(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "client", "/");
  await user.pressUntil(/^Account menu for /);
  await user.press("Enter");
  await page.getByRole("menu").waitFor();
  await user.look();
  await user.pressUntil("Settings", { key: "ArrowDown", max: 6 });
  await user.press("Enter");
  await page.waitForURL((url) => url.pathname === "/settings");
  await page.getByRole("menu").waitFor({ state: "detached" });
  await focusedIs(page, "main h1");
  expect((await user.look())?.tag).toBe("h1");
  expectFlow(user, "avatarMenu", viewport);
  assertNoPageProblems(problems);
}

async function menuSheet(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", "/");
  await user.pressUntil("Open menu");
  await user.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await sheet.waitFor();
  await user.look();
  await user.pressUntil("About", { fromHere: true });
  await user.press("Enter");
  await page.waitForURL((url) => url.pathname === "/about");
  // Focus stays on the new page's heading once the menu has gone (not back on the menu button).
  await sheet.waitFor({ state: "detached" });
  await focusedIs(page, "main h1");
  expect((await user.look())?.tag).toBe("h1");
  expectFlow(user, "menuSheet", viewport);
  assertNoPageProblems(problems);
}

async function timePicker(viewport: ViewportName) {
  const { page, problems, user } = await start(viewport, "visitor", `/coaches/${coachId}`);
  await user.pressUntil("Request a free consultation");
  await user.press("Enter");
  const panel = page.getByRole("dialog", { name: "Request a consultation" });
  await panel.waitFor();
  await user.pressUntil("Book the free 15-minute consultation at a time I choose", { fromHere: true });
  await user.press("Space");
  const picker = panel.getByTestId("time-picker");
  const days = picker.getByRole("list", { name: "Days with free times" }).getByRole("button");
  await days.first().waitFor();
  // The second day with times: Tab to it, Enter shows its times.
  await user.pressUntil(/, \d+ times?$/);
  expect((await user.pressUntil(/, \d+ times?$/, { max: 1 })).name).toMatch(/^\w+day, /);
  await user.press("Enter");
  await expect(days.nth(1).getAttribute("aria-pressed")).resolves.toBe("true");
  // Tab leaves the days for the times: one stop for the whole group; the arrows pick a time.
  await user.pressUntil((stop) => stop.tag === "input[radio]");
  await user.press("ArrowRight");
  await expect(picker.getByRole("radio").nth(1).isChecked()).resolves.toBe(true);
  await user.press("ArrowLeft");
  await expect(picker.getByRole("radio").first().isChecked()).resolves.toBe(true);
  expect(user.problems()).toEqual([]);
  assertNoPageProblems(problems);
}

const FLOWS: { name: string; run: (viewport: ViewportName) => Promise<void>; phoneOnly?: boolean }[] = [
  { name: "search from home: a topic typed, Browse Coaches, Skip to results, the first result", run: searchFromHome },
  { name: "directory filters: a category chosen, applied, focus on the count, the first result", run: directoryFilters },
  { name: "the free consultation request: the panel opened, filled and sent", run: bookSession },
  { name: "an inline free time: the booking dialog opens on it, ready for the account", run: bookInlineTime },
  { name: "the attachment quiz: six answers and the results", run: attachmentQuiz },
  { name: "sign-up: the form filled and sent", run: signUp },
  { name: "the avatar menu: opened, an item chosen with the arrows, its page focused", run: avatarMenu },
  { name: "the Menu sheet: opened, a link followed, its page focused", run: menuSheet, phoneOnly: true },
  { name: "the time picker: days as a list of buttons, times as radios", run: timePicker },
];

describe.each<ViewportName>(["phone", "desktop"])("keyboard flows at %s width", (viewport) => {
  for (const flow of FLOWS) it.skipIf(flow.phoneOnly && viewport !== "phone")(flow.name, () => flow.run(viewport));
});
