// Sessions in a real browser against the production build (docs/product/bookings-and-payments.md): staff
// create a paid and a free booking in /admin/bookings; the client signs up with that e-mail and sees both
// (in their own time zone, named); a declined card shows 'Payment Failed' beside the card fields and
// leaves the booking unpaid; 4242 4242 4242 4242 pays it ('Processing...', then 'Confirmed'); another client gets 404;
// staff mark it completed; the client reviews it once and the coach's profile rating changes.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName, type WatchedPage } from "../support/browser";
import { latestOutboxMessage, withE2eDatabase } from "../support/e2e-database";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";
import { bookSessionFor, consultationRequestStatus, insertConsultationRequest } from "./booking-fixtures";
import {
  declinedCardLeavesUnpaid,
  expectBothInOwnZone,
  expectNotFoundForStranger,
  expectRatingChanged,
  payWithTestCard,
  reviewOnce,
  staffBookPaidAndFree,
  staffMarkCompleted,
} from "./booking-journey";
import { cancelBooking, expectPrefilledFromConsultation, fillCard, newYorkDate, rescheduleTo, toast } from "./booking-pages";

const browser = browserForThisFile();

describe.each<ViewportName>(["desktop", "phone"])("a session from booking to review (%s)", (viewport) => {
  it("is booked by staff, paid by the client after a declined card, completed, and reviewed once", async () => {
    const staff = await openPage(browser(), viewport);
    await signInContext(staff.context, { admin: true });
    const [coach] = (await (await staff.context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    const coachBefore = coach;
    const email = uniqueEmail("sessions");
    const lastName = `Hart${Date.now().toString(36)}`;
    const who = `Jamie ${lastName}`;
    const date = newYorkDate(5);

    await staffBookPaidAndFree(staff, { coachId: coach.id, lastName, email, date });
    // The client was e-mailed (the newest message: the free session's link).
    const mail = await latestOutboxMessage("booking.created", email);
    expect(mail?.text).toMatch(/\/booking-success\?booking_id=[0-9a-f-]{36}/);

    // The client signs up with that e-mail (later than the bookings) and sees both, in their own zone.
    const client = await openPage(browser(), viewport, { timezoneId: "America/Los_Angeles" });
    await signInContext(client.context, { email, firstName: "Jamie", lastName });
    const upcoming = await expectBothInOwnZone(client, date);

    // Whatever the page sends, a card number is never in it (only a token such as "tok_visa").
    const sentBodies: string[] = [];
    client.page.on("request", (request) => sentBodies.push(`${new URL(request.url()).search} ${request.postData() ?? ""}`));
    const bookingId = await declinedCardLeavesUnpaid(client, upcoming);
    await payWithTestCard(client, bookingId);
    expect(sentBodies.some((body) => body.includes("tok_visa"))).toBe(true);
    expect(sentBodies.filter((body) => /4242|0000 ?0002|12 ?\/ ?34/.test(body))).toEqual([]);

    const stranger = await openPage(browser(), viewport);
    await expectNotFoundForStranger(stranger, bookingId);
    await staffMarkCompleted(staff, who);
    await reviewOnce(client, bookingId);
    await expectRatingChanged(client, coachBefore);

    for (const watched of [staff, client, stranger]) assertNoPageProblems(watched.problems);
  });
});

/** The server failing a request the page makes. */
const answerWithServerError = (route: Route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' });

/** The client sees the cancelled session in history, with nothing left to pay, and the API refuses payment. */
async function expectCancelledForClient(client: WatchedPage, email: string, bookingId: string) {
  await signInContext(client.context, { email });
  await gotoHydrated(client.page, "/bookings");
  await client.page
    .getByRole("region", { name: /Session History/ })
    .getByText("Cancelled", { exact: true })
    .waitFor();
  expect(await client.page.getByRole("link", { name: "Complete Payment" }).count()).toBe(0);
  expect(
    (
      (await (await client.context.request.post("/api/create-payment-intent", { data: { bookingId, amount: 80 } })).json()) as {
        message: string;
      }
    ).message,
  ).toMatch(/can no longer be paid/);
}

/**
 * Staff move Sam's $80.00 session an hour later on its day, then cancel it; the client is e-mailed
 * each time. An hour later is free: this file books its sessions two hours apart.
 */
async function staffRescheduleThenCancel(staff: WatchedPage, email: string, bookingId: string) {
  const later = await withE2eDatabase(async (db) => {
    const { rows } = await db.query<{ at: Date }>("select scheduled_date as at from bookings where id = $1", [bookingId]);
    return new Date(rows[0].at.getTime() + 3_600_000);
  });
  const inChicago = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit", ...options }).format(later);
  await signInContext(staff.context, { admin: true });
  await gotoHydrated(staff.page, "/admin/bookings");
  const row = staff.page.getByRole("listitem", { name: "Booking of Sam Rivera" }).filter({ hasText: "$80.00" }).first();
  await rescheduleTo(staff.page, row, inChicago({ hourCycle: "h23" }).padStart(5, "0"));
  const spaced = (text = "") => text.replace(/\s/g, " ");
  expect(spaced((await latestOutboxMessage("booking.rescheduled", email))?.text)).toContain(`${spaced(inChicago({ hour12: true }))} C`);

  await cancelBooking(staff.page, row);
  // The page is still usable after the dialogs (nothing left blocking the pointer).
  await staff.page.getByRole("button", { name: "New Booking" }).click();
  await staff.page.getByRole("form", { name: "New booking" }).waitFor();
  expect((await latestOutboxMessage("booking.cancelled", email))?.subject).toMatch(/is cancelled$/);
}

/** 'Payment Error' beside the card fields, gone at the next attempt (a card mistake, caught in the browser and never sent). */
async function expectPaymentErrorUntilTheNextAttempt(page: Page) {
  const cardError = page.getByRole("form", { name: "Card payment" }).getByTestId("card-error");
  await cardError.filter({ hasText: "Payment Error" }).waitFor();
  expect(await cardError.textContent()).toContain("An unexpected error occurred");
  await page.getByLabel("Card number").fill("4242 4242 4242 4241");
  await page.getByRole("button", { name: "Pay $45.50" }).click();
  await page.getByText("Your card number is invalid.").waitFor();
  expect(await cardError.count()).toBe(0);
}

describe("checkout edges", () => {
  it("shows FREE with no card form for a free session, and 'Scheduled' on the success page", async () => {
    const email = uniqueEmail("free");
    const id = await bookSessionFor(browser(), email, "0");
    const { context, page, problems } = await openPage(browser(), "phone");
    await signInContext(context, { email });
    await gotoHydrated(page, `/checkout/${id}`);
    expect(await page.getByTestId("checkout-total").textContent()).toBe("FREE");
    expect(await page.getByLabel("Card number").count()).toBe(0);
    await page.getByRole("link", { name: "View Booking" }).click();
    await page.waitForURL((url) => url.pathname === "/booking-success");
    await page.getByText("Scheduled", { exact: true }).waitFor();
    assertNoPageProblems(problems);
  });

  it("says 'Payment Setup Failed' and 'Payment Error' when the server fails", async () => {
    const email = uniqueEmail("errors");
    const id = await bookSessionFor(browser(), email, "45.5");
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    expectErrorStatus(500);
    await signInContext(context, { email });
    await page.route("**/api/create-payment-intent", answerWithServerError);
    await gotoHydrated(page, `/checkout/${id}`);
    expect(await toast(page, "Payment Setup Failed")).toContain("Unable to set up payment. Please try again.");
    await page.unroute("**/api/create-payment-intent");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.route("**/confirm-payment", answerWithServerError);
    await fillCard(page, "4242424242424242", "1234");
    await page.getByRole("button", { name: "Pay $45.50" }).click();
    await expectPaymentErrorUntilTheNextAttempt(page);
    assertNoPageProblems(problems);
  });

  it("opens the staff form prefilled from a consultation request, and marks the request scheduled", async () => {
    const { context, page, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { admin: true });
    const [coach] = (await (await context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    const email = uniqueEmail("consult");
    const requestId = await insertConsultationRequest(coach.id, email);
    await gotoHydrated(page, `/admin/bookings?fromConsultation=${requestId}`);
    const form = page.getByRole("form", { name: "New booking" });
    await form.waitFor();
    await expectPrefilledFromConsultation(form, email, coach.id);
    await form.getByLabel("Date", { exact: true }).fill(newYorkDate(9));
    await form.getByLabel("Time", { exact: true }).fill("11:00");
    await form.getByLabel("Amount (USD)", { exact: true }).fill("150");
    await form.getByRole("button", { name: "Create Booking" }).click();
    await toast(page, "Booking Created");
    await page.waitForURL((url) => !url.searchParams.has("fromConsultation"));
    expect(await consultationRequestStatus(requestId)).toBe("scheduled");
    assertNoPageProblems(problems);
  });

  it("lets staff reschedule and cancel from the page; the client sees the cancelled session in history", async () => {
    const email = uniqueEmail("moved");
    const id = await bookSessionFor(browser(), email, "80");
    const staff = await openPage(browser(), "phone");
    await staffRescheduleThenCancel(staff, email, id);

    const client = await openPage(browser(), "phone");
    await expectCancelledForClient(client, email, id);
    for (const watched of [staff, client]) assertNoPageProblems(watched.problems);
  });

  it("refuses the admin bookings page to a client", async () => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    await signInContext(context);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin/bookings"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect((await context.request.get("/api/admin/bookings")).status()).toBe(403);
    assertNoPageProblems(problems);
  });
});

/** Moves a session so that its room opens `inMs` from now (the room opens 10 minutes before the start). */
async function roomOpensIn(bookingId: string, inMs: number): Promise<Date> {
  const opensAt = new Date(Date.now() + inMs);
  await withE2eDatabase((db) =>
    db.query("update bookings set scheduled_date = $2 where id = $1", [bookingId, new Date(opensAt.getTime() + 600_000)]),
  );
  return opensAt;
}

const spaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe("'Join session' (docs/product/bookings-and-payments.md#where-the-session-happens)", () => {
  it("is inactive with its opening time, becomes a link to the room by itself, and goes with a cancellation", async () => {
    const email = uniqueEmail("join");
    const id = await bookSessionFor(browser(), email, "0");
    const client = await openPage(browser(), "phone", { timezoneId: "America/Los_Angeles" });
    await signInContext(client.context, { email });
    const opensAt = await roomOpensIn(id, 15_000);
    await gotoHydrated(client.page, "/bookings");

    // Early: announced as a disabled link, not focusable, with the time it opens in the viewer's zone.
    const upcoming = client.page.getByRole("region", { name: /Upcoming Sessions/ });
    const join = upcoming.getByRole("link", { name: "Join session" });
    expect(await join.getAttribute("aria-disabled")).toBe("true");
    expect(await join.getAttribute("href")).toBeNull();
    expect(await join.evaluate((element) => (element as HTMLElement).tabIndex)).toBe(-1);
    const opens = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(opensAt);
    const noteId = await join.getAttribute("aria-describedby");
    expect(spaced(await client.page.locator(`[id="${noteId}"]`).textContent())).toBe(spaced(`Opens at ${opens}`));

    // Open: the same place becomes a link to the room, without a reload, with a 40px tap target.
    const active = upcoming.locator(`a[href="/sessions/${id}"]`);
    await active.waitFor({ timeout: 30_000 });
    expect(spaced(await active.textContent())).toBe("Join session");
    expect(await active.getAttribute("aria-disabled")).toBeNull();
    expect((await active.boundingBox())!.height).toBeGreaterThanOrEqual(40);

    // The booking's page renders it open from the server's clock.
    await gotoHydrated(client.page, `/booking-success?booking_id=${id}`);
    expect(await client.page.locator(`a[href="/sessions/${id}"]`).textContent()).toBe("Join session");

    // Cancelled: no room, no button.
    const staff = await openPage(browser(), "desktop");
    await signInContext(staff.context, { admin: true });
    expect((await staff.context.request.patch(`/api/admin/bookings/${id}`, { data: { status: "cancelled" } })).status()).toBe(200);
    await gotoHydrated(client.page, "/bookings");
    await client.page
      .getByRole("region", { name: /Session History/ })
      .getByText("Cancelled", { exact: true })
      .waitFor();
    expect(await client.page.getByRole("link", { name: "Join session" }).count()).toBe(0);
    for (const watched of [client, staff]) assertNoPageProblems(watched.problems);
  });
});
