// Scheduling in a real browser, on a phone and on a desktop: a coach sets hours in the Coach
// Workspace; a signed-out visitor books the free consultation at a picked time from the profile and
// the invitation arrives in the local mailbox; a signed-in client books and pays a 50-minute session,
// reschedules it, then cancels it more than 24 hours ahead and sees the refund; a session inside 24
// hours offers no reschedule and no refund. The coach (an account linked by SQL here; linking is
// tested in coach-invitation) and its sessions are removed afterwards: other tests count the demo data.
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { LATE_CANCELLATION_POLICY, RESCHEDULE_POLICY } from "#common/scheduling/policy";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName, type WatchedPage } from "../support/browser";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";
import { lettersOnlySurname } from "../support/coach-workspace";
import { withE2eDatabase } from "../support/e2e-database";
import { waitForMail } from "../support/e2e-mailbox";
import { consultationButton } from "./consultation-panel";

const browser = browserForThisFile();
const created: string[] = [];
afterAll(async () => {
  if (created.length === 0) return;
  await withE2eDatabase(async (client) => {
    await client.query("delete from bookings where coach_id = any($1::uuid[])", [created]);
    await client.query("delete from coaches where id = any($1::uuid[])", [created]);
  });
});

async function toast(page: Page, title: string, saying = "") {
  const found = page.getByRole("status").filter({ hasText: title }).filter({ hasText: saying });
  await found.first().waitFor();
  return (await found.first().textContent()) ?? "";
}

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A live coach linked to the signed-in account with this address, at $90 a session. */
async function linkCoach(email: string, lastName: string): Promise<string> {
  const id = await withE2eDatabase(async (client) => {
    const result = await client.query<{ id: string }>(
      `insert into coaches (user_id, first_name, last_name, title, bio, specializations, experience, hourly_rate_cents, availability, session_types, languages, location, email, is_active)
       select id, 'Iris', $2, 'Relationship Coach', 'I help couples slow down the argument and hear what is underneath it, one practical step a week.',
              array['Communication Skills'], 7, 9000, array['Weekdays'], array['Individual'], array['English'], 'Denver, CO', $1, true
       from users where lower(email) = lower($1) returning id`,
      [email, lastName],
    );
    return result.rows[0].id;
  });
  created.push(id);
  return id;
}

/**
 * Picks the first time of the `day`-th day that has free times (0: the first) in an open picker.
 * The third day is always more than 24 hours ahead, which the reschedule and refund rules need.
 */
async function pickTime(scope: ReturnType<Page["getByRole"]>, day = 0) {
  const picker = scope.getByTestId("time-picker");
  const days = picker.getByRole("list", { name: "Days with free times" }).getByRole("button");
  await days.first().waitFor();
  await days.nth(day).click();
  await picker.getByRole("radio").first().check();
}

/** The coach's hours in Denver, weekends included, with an hour's notice; saved and read back. */
async function setHoursInDenver(coach: WatchedPage) {
  await gotoHydrated(coach.page, "/coach/availability");
  await coach.page.getByRole("heading", { name: "Availability", level: 2 }).waitFor();
  const form = coach.page.getByRole("form", { name: "Availability" });
  await form.getByLabel("Time zone").selectOption("America/Denver");
  // Weekends too, so there are times whatever day the test runs.
  await form.getByRole("button", { name: "Add hours on Saturday" }).click();
  await form.getByRole("button", { name: "Add hours on Sunday" }).click();
  await form.getByLabel("Minimum notice (hours)").fill("1");
  expect(await axeViolations(coach.page)).toEqual([]);
  expect(await fitsTheWidth(coach.page), "nothing wider than the screen on /coach/availability").toBe(true);
  await form.getByRole("button", { name: "Save availability" }).click();
  await toast(coach.page, "Availability saved");
  const stored = (await (await coach.context.request.get("/api/coach/availability")).json()) as {
    timeZone: string;
    weekly: Record<string, unknown[]>;
  };
  expect(stored.timeZone).toBe("America/Denver");
  expect(stored.weekly.sat).toHaveLength(1);
}

/** From the profile: Noa's consultation request, with the free 15 minutes booked at a picked time (shown in Chicago). */
async function fillConsultationAtATime(page: Page, lastName: string, email: string): Promise<Locator> {
  await (await consultationButton(page)).click();
  const sheet = page.getByRole("dialog", { name: "Request a consultation" });
  await sheet.getByLabel("First name").fill("Noa");
  await sheet.getByLabel("Last name").fill(lastName);
  await sheet.getByLabel("Email").fill(email);
  await sheet.getByLabel("Phone number").fill("5550104242");
  await sheet.getByLabel("City or ZIP code").fill("Chicago 60601");
  await sheet.getByLabel("What brings you here today?").fill("We want to stop having the same argument every week.");
  await sheet.getByLabel("Book the free 15-minute consultation at a time I choose").check();
  await sheet.getByText("Times in America/Chicago").waitFor();
  await pickTime(sheet);
  return sheet;
}

/** From the profile: a 50-minute session on the third day with times (shown in New York), paid with the test card; returns its id. */
async function bookAndPay(page: Page, lastName: string): Promise<string> {
  await page.getByRole("button", { name: "Book Session" }).click();
  const booking = page.getByRole("dialog", { name: `Book a session with Iris ${lastName}` });
  await booking.getByText("We hold the time for 15 minutes while you pay.").waitFor();
  await booking.getByText("Times in America/New York").waitFor();
  await pickTime(booking, 2);
  expect(await axeViolations(page)).toEqual([]);
  await booking.getByRole("button", { name: "Continue", exact: true }).click();
  await booking.getByTestId("booking-as").waitFor();
  await booking.getByRole("button", { name: "Continue to payment" }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  const bookingId = page.url().split("/").pop()!;
  await page.getByRole("heading", { name: "Complete Your Booking" }).waitFor();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $90.00" }).click();
  await page.waitForURL((url) => url.pathname === "/booking-success");
  return bookingId;
}

/**
 * A confirmed, paid session of the client's starting in 10 hours, with another coach (Iris's own
 * hours may hold the visitor's consultation at that time); returns its id.
 */
async function insertPaidSessionInTenHours(lastName: string, clientEmail: string): Promise<string> {
  const otherCoachEmail = uniqueEmail("other-coach");
  return withE2eDatabase(async (db) => {
    const other = await db.query<{ id: string }>(
      `insert into coaches (first_name, last_name, title, bio, specializations, experience, hourly_rate_cents, availability, session_types, languages, location, email, is_active)
       values ('Iris', $1, 'Relationship Coach', 'Short, practical sessions for couples who want to argue less and listen more.', array['Communication Skills'], 3, 9000,
               array['Weekdays'], array['Individual'], array['English'], 'Denver, CO', $2, true) returning id`,
      [lastName, otherCoachEmail],
    );
    created.push(other.rows[0].id);
    const result = await db.query<{ id: string }>(
      `insert into bookings (client_id, coach_id, first_name, last_name, email, session_type, scheduled_date, time_zone, duration, status, amount, payment_status)
       select id, $1, 'Sam', $2, email, '50-minute session', now() + interval '10 hours', 'America/Denver', 50, 'confirmed', 90, 'succeeded'
       from users where lower(email) = lower($3) returning id`,
      [other.rows[0].id, lastName, clientEmail],
    );
    return result.rows[0].id;
  });
}

describe.each<ViewportName>(["phone", "desktop"])("picking, paying, moving and cancelling a time (%s)", (viewport) => {
  it("coach sets hours → visitor books a consultation time → client books, pays, reschedules and cancels with a refund", async () => {
    const lastName = lettersOnlySurname("Vale", 4);

    // ---- The coach sets hours ------------------------------------------------------------------
    const coachEmail = uniqueEmail("hours-coach");
    const coach = await openPage(browser(), viewport, { timezoneId: "America/Denver" });
    await signInContext(coach.context, { email: coachEmail, firstName: "Iris", lastName });
    const coachId = await linkCoach(coachEmail, lastName);
    await setHoursInDenver(coach);
    assertNoPageProblems(coach.problems);

    // ---- A signed-out visitor books the free consultation at a time ---------------------------
    const visitorEmail = uniqueEmail("picks-time");
    const visitor = await openPage(browser(), viewport, { timezoneId: "America/Chicago" });
    await gotoHydrated(visitor.page, `/coaches/${coachId}`);
    const sheet = await fillConsultationAtATime(visitor.page, lastName, visitorEmail);
    expect(await axeViolations(visitor.page)).toEqual([]);
    await sheet.getByRole("button", { name: "Send request" }).click();
    expect(await toast(visitor.page, "Consultation Request Sent!")).toMatch(/is booked for .* C[SD]T/);
    const invitation = await waitForMail(visitorEmail, (m) => m.subject === `Your free session with Iris ${lastName} is scheduled`);
    expect(invitation.parsed.attachments.map((a) => a.filename)).toContain("invitation.ics");
    assertNoPageProblems(visitor.problems);

    // ---- A signed-in client books and pays a 50-minute session ---------------------------------
    const client = await openPage(browser(), viewport, { timezoneId: "America/New_York" });
    const clientAccount = await signInContext(client.context, { firstName: "Sam", lastName });
    await gotoHydrated(client.page, `/coaches/${coachId}`);
    const bookingId = await bookAndPay(client.page, lastName);

    // ---- It is moved to another free time ------------------------------------------------------
    await gotoHydrated(client.page, "/bookings");
    const card = client.page.getByRole("listitem", { name: `50-minute session with Iris ${lastName}` });
    await card.getByText("Confirmed", { exact: true }).waitFor();
    const before = (await (await client.context.request.get(`/api/bookings/${bookingId}`)).json()) as { scheduledDate: string };
    await card.getByRole("button", { name: `Reschedule session with Iris ${lastName}` }).click();
    const move = client.page.getByRole("dialog", { name: "Reschedule this session" });
    await move.getByText(RESCHEDULE_POLICY).waitFor();
    // A day later than the current one (whose own time is not offered: it is taken by this session).
    await pickTime(move, 3);
    await move.getByRole("button", { name: "Move session" }).click();
    await toast(client.page, "Session moved");
    const after = (await (await client.context.request.get(`/api/bookings/${bookingId}`)).json()) as { scheduledDate: string };
    expect(after.scheduledDate).not.toBe(before.scheduledDate);

    // ---- Cancelled more than 24 hours ahead: refunded in full ----------------------------------
    await card.getByRole("button", { name: `Cancel session with Iris ${lastName}` }).click();
    const confirm = client.page.getByRole("dialog", { name: "Cancel this session?" });
    await confirm.getByText("Your payment of $90.00 will be refunded in full.").waitFor();
    expect(await axeViolations(client.page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel session" }).click();
    await toast(client.page, "Session cancelled", "$90.00 is refunded");
    await client.page.getByTestId("refund-line").filter({ hasText: "Refunded $90.00" }).waitFor();
    expect(await fitsTheWidth(client.page), "nothing wider than the screen on /bookings").toBe(true);

    // ---- A paid session inside 24 hours: no reschedule, no refund -------------------------------
    const soonId = await insertPaidSessionInTenHours(lastName, clientAccount.email);
    expect(soonId).toBeTruthy();
    await gotoHydrated(client.page, "/bookings");
    const soon = client.page
      .getByRole("region", { name: /Upcoming Sessions/ })
      .getByRole("listitem", { name: `50-minute session with Iris ${lastName}` });
    await soon.getByRole("button", { name: `Cancel session with Iris ${lastName}` }).waitFor();
    expect(await soon.getByRole("button", { name: `Reschedule session with Iris ${lastName}` }).count()).toBe(0);
    await soon.getByRole("button", { name: `Cancel session with Iris ${lastName}` }).click();
    const late = client.page.getByRole("dialog", { name: "Cancel this session?" });
    await late.getByText("will not be refunded").waitFor();
    await late.getByTestId("cancel-policy").filter({ hasText: LATE_CANCELLATION_POLICY }).waitFor();
    await late.getByRole("button", { name: "Keep session" }).click();
    assertNoPageProblems(client.problems);
  }, 240_000);
});
