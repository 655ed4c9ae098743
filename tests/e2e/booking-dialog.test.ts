// Booked in a minute, on a 390 px phone against the demo content (docs/decisions/111, 112, 113): a new
// visitor picks one of a profile's inline free times, creates an account in the booking dialog, types
// the code from the local mailbox, continues to checkout without leaving the dialog before it, sees the
// hold counting down and the cancellation policy above the pay button, has a card declined (the error
// beside the card fields), pays with 4242 4242 4242 4242 and reaches /booking-success with no payment
// error left and 'Add to calendar' links that load nothing from elsewhere. The chosen time never changes.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { CANCELLATION_POLICY_TEXT } from "#common/scheduling/policy";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { confirmationCode } from "../support/e2e-mailbox";
import { fillCard } from "./booking-pages";

const browser = browserForThisFile();
let coach: PublicCoach;

beforeAll(async () => {
  const coaches = (await (await fetch(`${baseUrl()}/api/coaches?limit=100`)).json()) as PublicCoach[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const candidate of coaches.filter((c) => Number(c.hourlyRate) > 0)) {
    const slots = (await (
      await fetch(`${baseUrl()}/api/coaches/${candidate.id}/slots?from=${day(0)}&to=${day(7)}&duration=50`)
    ).json()) as unknown[];
    if (slots.length > 0) {
      coach = candidate;
      return;
    }
  }
  throw new Error("No demo coach with a rate has free times this week");
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
