// Booked in a minute, on a 390 px phone against the demo content (docs/decisions/111, 112, 113): a new
// visitor picks one of a profile's inline free times, creates an account in the booking dialog, types
// the code from the local mailbox, continues to checkout without leaving the dialog before it, sees the
// hold counting down and the cancellation policy above the pay button, has a card declined (the error
// beside the card fields), pays with 4242 4242 4242 4242 and reaches /booking-success with no payment
// error left and 'Add to calendar' links that load nothing from elsewhere. The chosen time never changes.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { CANCELLATION_POLICY_TEXT } from "#common/scheduling/policy";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext, TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { withE2eDatabase } from "../support/e2e-database";
import { confirmationCode } from "../support/e2e-mailbox";
import { bookableDemoCoach } from "../support/site-pages";
import { fillCard } from "./booking-pages";

const browser = browserForThisFile();
let coach: PublicCoach;
/** The sessions booked here, removed afterwards: other tests read the demo coaches' free times. */
const booked: string[] = [];
afterAll(async () => {
  await withE2eDatabase((db) => db.query("delete from bookings where id = any($1::uuid[])", [booked]));
});

beforeAll(async () => {
  coach = await bookableDemoCoach();
});

/** The main frame's addresses, in order: the dialog must not navigate anywhere before checkout. */
function pathsVisited(page: Page): string[] {
  const paths: string[] = [];
  page.on("framenavigated", (frame) => {
    const path = new URL(frame.url()).pathname;
    // A page's own history updates report the same address again.
    if (frame === page.mainFrame() && paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

async function signUpInTheDialog(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: `Book a session with ${coach.firstName} ${coach.lastName}` });
  await dialog.getByRole("heading", { name: "Create your account to book" }).waitFor();
  await dialog.getByLabel("First name").fill("Noa");
  await dialog.getByLabel("Last name").fill("Keyes");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(TEST_PASSWORD);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await dialog.getByLabel("Confirmation code").waitFor();
  return dialog;
}

describe("booking from a profile on a phone", () => {
  it("inline time → account and code in the dialog → a declined card, then 4242 → booked, the time unchanged", async () => {
    const watched = await openPage(browser(), "phone", { timezoneId: "America/Chicago" });
    const { page } = watched;
    // The wrong code's answer is a 400 the page shows.
    watched.expectErrorStatus(400);
    const visited = pathsVisited(page);
    await gotoHydrated(page, `/coaches/${coach.id}`);

    const times = page.getByRole("region", { name: "Next free times" });
    await times.getByText("Times in America/Chicago").waitFor();
    const first = times.getByRole("button").first();
    const start = (await first.getAttribute("data-start"))!;
    const spoken = (await first.getAttribute("aria-label"))!;
    await first.click();

    const email = uniqueEmail("booked-in-a-minute");
    const dialog = await signUpInTheDialog(page, email);
    const chosen = dialog.getByTestId("chosen-time").locator("time");
    expect(await chosen.getAttribute("datetime")).toBe(start);
    expect(await chosen.textContent()).toMatch(new RegExp(`^${spoken} C[SD]T$`));
    expect(await axeViolations(page)).toEqual([]);

    // A wrong code first, then the one from the local mailbox.
    const { code } = await confirmationCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await dialog.getByLabel("Confirmation code").fill(wrong);
    await dialog.getByRole("button", { name: "Confirm e-mail address" }).click();
    await dialog.getByText("That code is not right.").waitFor();
    await dialog.getByLabel("Confirmation code").fill(code);
    await dialog.getByRole("button", { name: "Confirm e-mail address" }).click();
    await dialog.getByTestId("booking-as").filter({ hasText: email }).waitFor();
    expect(await chosen.getAttribute("datetime")).toBe(start);
    expect(visited.every((path) => path === `/coaches/${coach.id}`)).toBe(true);

    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const bookingId = page.url().split("/").pop()!;
    booked.push(bookingId);
    // The frame knows the account made in the dialog.
    await page.getByRole("button", { name: /^Account menu for Noa Keyes/ }).waitFor();
    const booking = (await (await page.request.get(`/api/bookings/${bookingId}`)).json()) as { scheduledDate: string; status: string };
    expect(Date.parse(booking.scheduledDate)).toBe(Date.parse(start));
    await expectHoldAndPolicy(page);

    // Declined: the error beside the card fields, no toast.
    await fillCard(page, "4000 0000 0000 0002", "12/34");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    const cardError = page.getByRole("form", { name: "Card payment" }).getByTestId("card-error");
    await cardError.filter({ hasText: "Your card was declined." }).waitFor();
    expect(await cardError.textContent()).toContain("Payment Failed");
    expect(await page.getByRole("status").filter({ hasText: "Payment Failed" }).count()).toBe(0);

    // The good card: the error goes with the new attempt, and nothing of it reaches the success page.
    await fillCard(page, "4242 4242 4242 4242", "12/34");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await page.waitForURL((url) => url.pathname === "/booking-success" && url.searchParams.get("booking_id") === bookingId);
    await page.getByRole("heading", { name: "Your Session Is Booked" }).waitFor();
    await page.getByText("Confirmed", { exact: true }).waitFor();
    expect(await page.textContent("body")).not.toMatch(/Payment Failed|declined/);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(visited.filter((path) => path.startsWith("/checkout/") || path === "/booking-success")).toEqual([
      `/checkout/${bookingId}`,
      "/booking-success",
    ]);
    await expectCalendarLinks(page, bookingId, start);
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(watched.problems);
  }, 120_000);
});

describe("the hold and the phone's bar", () => {
  it("a signed-in client books from 'Book Session'; once the hold runs out, checkout offers times and holds a new one", async () => {
    const watched = await openPage(browser(), "phone", { timezoneId: "America/New_York" });
    const { page } = watched;
    await signInContext(watched.context, { firstName: "Sam", lastName: "Lowe" });
    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.getByRole("region", { name: "Next free times" }).getByRole("button").first().waitFor();
    await page.getByRole("button", { name: "Book Session" }).click();
    const dialog = page.getByRole("dialog", { name: `Book a session with ${coach.firstName} ${coach.lastName}` });
    await dialog.getByRole("heading", { name: "Pick a time" }).waitFor();
    await dialog.getByTestId("time-picker").getByRole("radio").first().check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByTestId("booking-as").filter({ hasText: "Sam Lowe" }).waitFor();
    await dialog.getByLabel("In-person").check();
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const first = page.url().split("/").pop()!;
    booked.push(first);
    await page.getByTestId("hold-notice").waitFor();

    // Three seconds left: the page counts them down, then says the time was let go and offers others.
    await withE2eDatabase((db) => db.query("update bookings set hold_expires_at = now() + interval '3 seconds' where id = $1", [first]));
    await gotoHydrated(page, `/checkout/${first}`);
    await page.getByText("The time held for you has run out, so it was let go.").waitFor();
    expect(await page.getByRole("button", { name: /^Pay \$/ }).count()).toBe(0);
    await page.getByTestId("time-picker").getByRole("radio").first().check();
    await page.getByRole("button", { name: "Hold this time" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/checkout/") && !url.pathname.endsWith(first));
    await expect.poll(() => page.getByTestId("hold-notice").textContent()).toMatch(/\(1[45]:\d{2} left\)$/);
    booked.push(page.url().split("/").pop()!);
    const second = (await (await page.request.get(`/api/bookings/${booked.at(-1)}`)).json()) as { sessionFormat: string };
    expect(second.sessionFormat).toBe("in-person");
    assertNoPageProblems(watched.problems);
  }, 120_000);

  it("keeps 'Book Session' on screen once the card's own has scrolled away, never over the footer", async () => {
    const watched = await openPage(browser(), "phone");
    const { page } = watched;
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const bar = page.locator("[data-sticky-bottom]");
    expect(await bar.isVisible()).toBe(false);
    await page.getByRole("region", { name: "Client Reviews" }).scrollIntoViewIfNeeded();
    await bar.waitFor({ state: "visible" });
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(844);
    // At the very end the bar sits in its place, above the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator("footer").boundingBox())!;
    const settled = (await bar.boundingBox())!;
    expect(settled.y + settled.height).toBeLessThanOrEqual(footer.y + 1);
    await bar.getByRole("button", { name: "Book Session" }).click();
    await page
      .getByRole("dialog", { name: `Book a session with ${coach.firstName} ${coach.lastName}` })
      .getByRole("heading", { name: "Pick a time" })
      .waitFor();
    assertNoPageProblems(watched.problems);
  });
});

/** 'Held for you until {time}' counting down, and the Terms' 24-hour rule above the pay button. */
async function expectHoldAndPolicy(page: Page) {
  const hold = page.getByTestId("hold-notice");
  // The server's HTML names the time in the session's zone; the page then names it in the visitor's.
  await expect.poll(() => hold.textContent()).toMatch(/^Held for you until \d{1,2}:\d{2} [AP]M C[SD]T \(1[45]:\d{2} left\)$/);
  const before = await hold.getByRole("timer").textContent();
  await expect.poll(() => hold.getByRole("timer").textContent(), { timeout: 5000 }).not.toBe(before);
  const policy = page.getByTestId("cancellation-policy");
  expect(await policy.textContent()).toContain(CANCELLATION_POLICY_TEXT);
  const pay = await page.getByRole("button", { name: /^Pay \$/ }).boundingBox();
  expect((await policy.boundingBox())!.y).toBeLessThan(pay!.y);
}

/** The .ics download and plain links to Google Calendar and Outlook with the session's time. */
async function expectCalendarLinks(page: Page, bookingId: string, start: string) {
  const links = page.getByRole("region", { name: "Add to calendar" });
  const ics = await links.getByRole("link", { name: "Calendar file (.ics)" }).getAttribute("href");
  expect(ics).toBe(`/api/bookings/${bookingId}/calendar.ics`);
  const file = await page.request.get(ics!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain("BEGIN:VEVENT");
  const utc = new Date(start)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const google = new URL((await links.getByRole("link", { name: /^Google Calendar/ }).getAttribute("href"))!);
  expect(google.host).toBe("calendar.google.com");
  expect(google.searchParams.get("dates")).toMatch(new RegExp(`^${utc}/`));
  const outlook = new URL((await links.getByRole("link", { name: /^Outlook/ }).getAttribute("href"))!);
  expect(outlook.host).toBe("outlook.live.com");
  expect(Date.parse(outlook.searchParams.get("startdt")!)).toBe(Date.parse(start));
}
