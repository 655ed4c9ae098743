// The keyboard suite (docs/decisions/094; WCAG 2.2 AA 2.4.3, 2.4.7, 2.4.11): every page, signed out, as a
// client, as a coach and as staff, at phone and desktop widths, is walked with Tab from the top and with
// Shift+Tab from the end (tests/support/keyboard.ts), and any stop that is fully covered (by the
// sticky header, a bar, a panel) or shows no focus indicator fails, listed with the page and the
// stop. Also: the skip link moves focus into the main content, and a client-side navigation puts
// focus on the new page's heading. The flows people take are in keyboard-flows.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, type ViewportName } from "../support/browser";
import { KeyboardUser, keyboardProblems } from "../support/keyboard";
import {
  ADMIN_ROUTES,
  CLIENT_ROUTES,
  COACH_ROUTES,
  firstDemoCoach,
  holdPaidSession,
  type OpenedAs,
  pagesOpenedAs,
  PUBLIC_ROUTES,
  setEveryDayHours,
  type Who,
} from "../support/site-pages";

const browser = browserForThisFile();
const openAs = pagesOpenedAs(browser);
let profile = "";
/** A coach with hours: a client holds one of its paid sessions, so the checkout page is walked too. */
let coachWithHours = "";
beforeAll(async () => {
  profile = `/coaches/${(await firstDemoCoach()).id}`;
  const coach = await openAs("desktop", "coach");
  await setEveryDayHours(coach);
  coachWithHours = coach.coachId!;
});

const PAGES: { who: Who; paths: (opened: OpenedAs) => Promise<string[]> | string[]; notFoundExpected: boolean }[] = [
  { who: "visitor", paths: () => [...PUBLIC_ROUTES, profile], notFoundExpected: true },
  {
    who: "client",
    paths: async ({ context }) => [...CLIENT_ROUTES, `/checkout/${await holdPaidSession(context, coachWithHours)}`],
    notFoundExpected: true,
  },
  { who: "coach", paths: () => COACH_ROUTES, notFoundExpected: false },
  { who: "admin", paths: () => ADMIN_ROUTES, notFoundExpected: false },
];

describe.each<ViewportName>(["phone", "desktop"])("the keyboard at %s width", (viewport) => {
  it.each(PAGES)(
    "every stop of every page a $who sees is visible and shows focus",
    async ({ who, paths, notFoundExpected }) => {
      const opened = await openAs(viewport, who);
      if (notFoundExpected) opened.expectNotFound();
      const found: string[] = [];
      for (const path of await paths(opened)) {
        await gotoHydrated(opened.page, path);
        found.push(...(await keyboardProblems(opened.page, path)));
      }
      expect(found).toEqual([]);
      assertNoPageProblems(opened.problems);
    },
    240_000,
  );

  it("the skip link moves focus into the main content", async () => {
    const { page, problems } = await openAs(viewport, "visitor");
    await gotoHydrated(page, "/about");
    const user = new KeyboardUser(page);
    expect((await user.press("Tab"))?.name).toBe("Skip to content");
    // <main> itself is a place, not a control: it shows no ring of its own.
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    // The next Tab goes to the first control inside the main content, not to the header.
    await user.press("Tab");
    await expect(page.evaluate(() => !!document.activeElement?.closest("main"))).resolves.toBe(true);
    expect(user.problems()).toEqual([]);
    assertNoPageProblems(problems);
  });

  it("after a client-side navigation focus is on the new page's heading, and Tab goes on from there", async () => {
    const { page, problems } = await openAs(viewport, "visitor");
    await gotoHydrated(page, "/about");
    const user = new KeyboardUser(page);
    // The footer's links are there at both widths.
    await user.pressUntil("Find Coaches", { key: "Shift+Tab" });
    await user.press("Enter");
    await page.waitForURL((url) => url.pathname === "/coaches");
    await page.waitForFunction(() => document.activeElement === document.querySelector("main h1"));
    expect(await user.look()).toMatchObject({ tag: "h1", name: "Find Coach", covered: false });
    // The next Tab is in the page (its skip link to the results), not back in the header.
    expect((await user.press("Tab"))?.name).toBe("Skip to results");
    expect(user.problems()).toEqual([]);
    assertNoPageProblems(problems);
  });
});
