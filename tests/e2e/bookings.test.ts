// Sessions in a real browser against the production build (docs/product/bookings-and-payments.md): staff
// create a paid and a free booking in /admin/bookings; the client signs up with that e-mail and sees both
// (in their own time zone, named); a declined card shows 'Payment Failed' and leaves the booking
// unpaid; 4242 4242 4242 4242 pays it ('Processing...', then 'Confirmed'); another client gets 404;
// staff mark it completed; the client reviews it once and the coach's profile rating changes.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { formatSessionTime, instantToZonedParts, zonedTimeToInstant } from "#common/zoned-time";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { latestOutboxMessage, withE2eDatabase } from "../support/e2e-database";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";

const browser = browserForThisFile();

async function toast(page: Page, title: string) {
  const found = page.getByRole("status").filter({ hasText: title });
  await found.first().waitFor();
  return (await found.first().textContent()) ?? "";
}

/** A date in New York some days ahead, as the form's date input wants it. */
function newYorkDate(daysAhead: number): string {
  return instantToZonedParts(new Date(Date.now() + daysAhead * 86_400_000), "America/New_York").date;
}

async function fillBookingForm(
  page: Page,
  values: {
    coachId: string;
    firstName: string;
    lastName: string;
    email: string;
    sessionType: string;
    date: string;
    time: string;
    amount: string;
  },
) {
  const form = page.getByRole("form", { name: "New booking" });
  await form.waitFor();
  await form.getByLabel("Coach", { exact: true }).selectOption(values.coachId);
  await form.getByLabel("First name", { exact: true }).fill(values.firstName);
  await form.getByLabel("Last name", { exact: true }).fill(values.lastName);
  await form.getByLabel("Email", { exact: true }).fill(values.email);
  await form.getByLabel("Session type", { exact: true }).selectOption(values.sessionType);
  await form.getByLabel("Date", { exact: true }).fill(values.date);
  await form.getByLabel("Time", { exact: true }).fill(values.time);
  await form.getByLabel("Time zone", { exact: true }).selectOption("America/New_York");
  await form.getByLabel("Amount (USD)", { exact: true }).fill(values.amount);
  await form.getByRole("button", { name: "Create Booking" }).click();
  expect(await toast(page, "Booking Created")).toContain(`${values.firstName} ${values.lastName} was e-mailed`);
  await form.waitFor({ state: "detached" });
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $120.00" }).click();
}

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

    // Staff create a paid and a free booking with the form.
    await gotoHydrated(staff.page, "/admin/bookings");
    await staff.page.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
    await staff.page.getByRole("button", { name: "New Booking" }).click();
    await fillBookingForm(staff.page, {
      coachId: coach.id,
      firstName: "Jamie",
      lastName,
      email,
      sessionType: "50-minute session",
      date,
      time: "15:00",
      amount: "120",
    });
    await staff.page.getByRole("button", { name: "New Booking" }).click();
    await fillBookingForm(staff.page, {
      coachId: coach.id,
      firstName: "Jamie",
      lastName,
      email,
      sessionType: "Free 15 mins consultation",
      date,
      time: "09:30",
      amount: "0",
    });
    const paidRow = staff.page.getByRole("listitem", { name: `Booking of ${who}` }).filter({ hasText: "$120.00" });
    await paidRow.getByText("Pending Payment").waitFor();
    await staff.page
      .getByRole("listitem", { name: `Booking of ${who}` })
      .filter({ hasText: "FREE" })
      .getByText("Scheduled")
      .waitFor();
    // The client was e-mailed (the newest message: the free session's link).
    const mail = await latestOutboxMessage("booking.created", email);
    expect(mail?.text).toMatch(/\/booking-success\?booking_id=[0-9a-f-]{36}/);

    // The client signs up with that e-mail (later than the bookings) and sees both, in their own zone.
    const client = await openPage(browser(), viewport, { timezoneId: "America/Los_Angeles" });
    await signInContext(client.context, { email, firstName: "Jamie", lastName });
    await gotoHydrated(client.page, "/bookings");
    const upcoming = client.page.getByRole("region", { name: "Upcoming Sessions", exact: true });
    await client.page.getByRole("heading", { name: "Session History", exact: true }).waitFor();
    await upcoming.getByText("Pending Payment").waitFor();
    await upcoming.getByText("Scheduled").waitFor();
    const start = zonedTimeToInstant(date, "15:00", "America/New_York")!;
    const inLosAngeles = formatSessionTime(start.toISOString(), "America/Los_Angeles", { weekday: "long", month: "long" });
    expect(inLosAngeles).toMatch(/12:00 PM P[SD]T$/);
    await upcoming.getByText(inLosAngeles).waitFor();

    // Whatever the page sends, a card number is never in it (only a token such as "tok_visa").
    const sentBodies: string[] = [];
    client.page.on("request", (request) => sentBodies.push(`${new URL(request.url()).search} ${request.postData() ?? ""}`));

    // Complete Payment → checkout; a declined card shows 'Payment Failed' and leaves it unpaid.
    await upcoming.getByRole("link", { name: "Complete Payment" }).click();
    await client.page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const bookingId = client.page.url().split("/").pop()!;
    await client.page.getByRole("heading", { name: "Complete Your Booking" }).waitFor();
    expect(await client.page.getByTestId("checkout-total").textContent()).toBe("$120.00");
    await payWith(client.page, "4000 0000 0000 0002");
    expect(await toast(client.page, "Payment Failed")).toContain("Your card was declined.");
    const unpaid = (await (await client.context.request.get(`/api/bookings/${bookingId}`)).json()) as {
      status: string;
      paymentStatus: string;
    };
    expect(unpaid).toMatchObject({ status: "pending", paymentStatus: "failed" });

    // 4242 4242 4242 4242 pays it: 'Processing...' while busy, then the success page says Confirmed.
    await client.page.route("**/confirm-payment", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await payWith(client.page, "4242 4242 4242 4242");
    await client.page.getByRole("button", { name: "Processing..." }).waitFor();
    await client.page.waitForURL((url) => url.pathname === "/booking-success" && url.searchParams.get("booking_id") === bookingId);
    await client.page.getByText("Confirmed", { exact: true }).waitFor();
    await gotoHydrated(client.page, "/bookings");
    await client.page
      .getByRole("region", { name: /Upcoming Sessions/ })
      .getByText("Confirmed", { exact: true })
      .waitFor();
    expect(sentBodies.some((body) => body.includes("tok_visa"))).toBe(true);
    expect(sentBodies.filter((body) => /4242|0000 ?0002|12 ?\/ ?34/.test(body))).toEqual([]);

    // Another client gets 404 for that booking, on the page and from the API.
    const stranger = await openPage(browser(), viewport);
    stranger.expectNotFound();
    await signInContext(stranger.context);
    const response = await gotoHydrated(stranger.page, `/checkout/${bookingId}`);
    expect(response?.status()).toBe(404);
    await stranger.page.getByRole("heading", { name: "Booking Not Found" }).waitFor();
    await stranger.page.getByRole("link", { name: "Go Home" }).waitFor();
    await stranger.page.getByRole("button", { name: "Go Home" }).waitFor();
    expect((await stranger.context.request.get(`/api/bookings/${bookingId}`)).status()).toBe(404);

    // Staff mark it completed.
    await gotoHydrated(staff.page, "/admin/bookings");
    const row = staff.page.getByRole("listitem", { name: `Booking of ${who}` }).filter({ hasText: "$120.00" });
    await row.getByText("Confirmed", { exact: true }).waitFor();
    await row.getByRole("button", { name: `Change booking of ${who}` }).click();
    await staff.page.getByRole("menuitem", { name: "Mark as completed" }).click();
    await toast(staff.page, "Booking Updated");
    await row.getByText("Completed", { exact: true }).waitFor();

    // The client reviews it: no rating first ('Rating Required'), then four stars; once only.
    await gotoHydrated(client.page, "/bookings");
    const history = client.page.getByRole("region", { name: /Session History/ });
    await history.getByRole("button", { name: "Leave Review" }).click();
    const dialog = client.page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Leave a Review" }).waitFor();
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    expect(await toast(client.page, "Rating Required")).toContain("Please select a rating from 1 to 5 stars");
    // Each star is a labelled radio that can be clicked as such, or through its star.
    await dialog.getByRole("radio", { name: "2 stars" }).click();
    expect(await dialog.getByRole("radio", { name: "2 stars" }).isChecked()).toBe(true);
    await dialog.locator("label").filter({ hasText: "4 stars" }).click();
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await dialog.getByLabel("Comment (optional)").fill("Warm, practical and on time.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await toast(client.page, "Review Submitted");
    await dialog.waitFor({ state: "detached" });
    await history.getByRole("button", { name: "Leave Review" }).click();
    await client.page.getByRole("dialog").getByRole("heading", { name: "Review Already Submitted" }).waitFor();
    await client.page.getByRole("dialog").getByText("Warm, practical and on time.").waitFor();
    expect(await client.page.getByRole("dialog").getByRole("button", { name: "Submit Review" }).count()).toBe(0);
    const second = await client.context.request.post("/api/reviews", { data: { bookingId, rating: 5 } });
    expect(second.status()).toBe(409);

    // The profile's rating and count changed.
    const coachAfter = (await (await client.context.request.get(`/api/coaches/${coach.id}`)).json()) as PublicCoach;
    expect(coachAfter.totalReviews).toBe(coachBefore.totalReviews + 1);
    const expected = Math.round(((coachBefore.rating * coachBefore.totalReviews + 4) / (coachBefore.totalReviews + 1)) * 100) / 100;
    expect(coachAfter.rating).toBeCloseTo(expected, 1);
    await gotoHydrated(client.page, `/coaches/${coach.id}`);
    await client.page.getByText(`(${coachBefore.totalReviews + 1} reviews)`).waitFor();
    await client.page.getByText("Warm, practical and on time.").waitFor();

    for (const watched of [staff, client, stranger]) assertNoPageProblems(watched.problems);
  });
});

describe("checkout edges", () => {
  /** Each session two hours after the previous one: one coach's open sessions never overlap. */
  let made = 0;
  async function bookFor(email: string, amount: string) {
    const staff = await openPage(browser(), "desktop");
    await signInContext(staff.context, { admin: true });
    const [coach] = (await (await staff.context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    const created = await staff.context.request.post("/api/admin/bookings", {
      data: {
        coachId: coach.id,
        firstName: "Sam",
        lastName: "Rivera",
        email,
        sessionType: amount === "0" ? "Free 15 mins consultation" : "50-minute session",
        sessionFormat: "video",
        scheduledDate: new Date(Date.now() + 3 * 86_400_000 + (made += 1) * 2 * 3_600_000).toISOString(),
        timeZone: "America/Chicago",
        duration: amount === "0" ? 15 : 50,
        amount,
      },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  }

  it("shows FREE with no card form for a free session, and 'Scheduled' on the success page", async () => {
    const email = uniqueEmail("free");
    const id = await bookFor(email, "0");
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
    const id = await bookFor(email, "45.5");
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    expectErrorStatus(500);
    await signInContext(context, { email });
    await page.route("**/api/create-payment-intent", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await gotoHydrated(page, `/checkout/${id}`);
    expect(await toast(page, "Payment Setup Failed")).toContain("Unable to set up payment. Please try again.");
    await page.unroute("**/api/create-payment-intent");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.route("**/confirm-payment", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Expiry").fill("1234");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $45.50" }).click();
    expect(await toast(page, "Payment Error")).toContain("An unexpected error occurred");
    // Card mistakes are caught in the browser and never sent.
    await page.getByLabel("Card number").fill("4242 4242 4242 4241");
    await page.getByRole("button", { name: "Pay $45.50" }).click();
    await page.getByText("Your card number is invalid.").waitFor();
    assertNoPageProblems(problems);
  });

  it("opens the staff form prefilled from a consultation request, and marks the request scheduled", async () => {
    const { context, page, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { admin: true });
    const [coach] = (await (await context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    const email = uniqueEmail("consult");
    const requestId = await withE2eDatabase(async (client) => {
      const result = await client.query<{ id: string }>(
        `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location, session_format, reason_for_visit)
         values ($1, 'Morgan', 'Ellis', $2, '5550109999', 'Couples session', 'Austin', 'in-person', 'We want to communicate better.') returning id`,
        [coach.id, email],
      );
      return result.rows[0].id;
    });
    await gotoHydrated(page, `/admin/bookings?fromConsultation=${requestId}`);
    const form = page.getByRole("form", { name: "New booking" });
    await form.waitFor();
    expect(await form.getByLabel("First name", { exact: true }).inputValue()).toBe("Morgan");
    expect(await form.getByLabel("Last name", { exact: true }).inputValue()).toBe("Ellis");
    expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await form.getByLabel("Phone (optional)", { exact: true }).inputValue()).toBe("5550109999");
    expect(await form.getByLabel("Coach", { exact: true }).inputValue()).toBe(coach.id);
    expect(await form.getByLabel("Session type", { exact: true }).inputValue()).toBe("Couples session");
    expect(await form.getByLabel("Format", { exact: true }).inputValue()).toBe("in-person");
    await form.getByLabel("Date", { exact: true }).fill(newYorkDate(9));
    await form.getByLabel("Time", { exact: true }).fill("11:00");
    await form.getByLabel("Amount (USD)", { exact: true }).fill("150");
    await form.getByRole("button", { name: "Create Booking" }).click();
    await toast(page, "Booking Created");
    await page.waitForURL((url) => !url.searchParams.has("fromConsultation"));
    const status = await withE2eDatabase(
      async (client) =>
        (await client.query<{ status: string }>("select status from consultation_requests where id = $1", [requestId])).rows[0].status,
    );
    expect(status).toBe("scheduled");
    assertNoPageProblems(problems);
  });

  it("lets staff reschedule and cancel from the page; the client sees the cancelled session in history", async () => {
    const email = uniqueEmail("moved");
    const id = await bookFor(email, "80");
    const staff = await openPage(browser(), "phone");
    await signInContext(staff.context, { admin: true });
    await gotoHydrated(staff.page, "/admin/bookings");
    const row = staff.page.getByRole("listitem", { name: "Booking of Sam Rivera" }).filter({ hasText: "$80.00" }).first();
    await row.getByRole("button", { name: "Change booking of Sam Rivera" }).click();
    await staff.page.getByRole("menuitem", { name: "Reschedule" }).click();
    const dialog = staff.page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Reschedule" }).waitFor();
    await dialog.getByLabel("Time", { exact: true }).fill("18:45");
    await dialog.getByRole("button", { name: "Save new time" }).click();
    expect(await toast(staff.page, "Booking Updated")).toContain("Rescheduled");
    await dialog.waitFor({ state: "detached" });
    const moved = await latestOutboxMessage("booking.rescheduled", email);
    expect(moved?.text).toMatch(/6:45 PM C[DS]T \(America\/Chicago\)/);

    await row.getByRole("button", { name: "Change booking of Sam Rivera" }).click();
    await staff.page.getByRole("menuitem", { name: "Cancel booking" }).click();
    await staff.page.getByRole("dialog").getByRole("heading", { name: "Cancel this booking?" }).waitFor();
    await staff.page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
    await toast(staff.page, "Booking Updated");
    await row.getByText("Cancelled", { exact: true }).waitFor();
    // The page is still usable after the dialogs (nothing left blocking the pointer).
    await staff.page.getByRole("button", { name: "New Booking" }).click();
    await staff.page.getByRole("form", { name: "New booking" }).waitFor();
    expect((await latestOutboxMessage("booking.cancelled", email))?.subject).toMatch(/is cancelled$/);

    const client = await openPage(browser(), "phone");
    await signInContext(client.context, { email });
    await gotoHydrated(client.page, "/bookings");
    await client.page
      .getByRole("region", { name: /Session History/ })
      .getByText("Cancelled", { exact: true })
      .waitFor();
    expect(await client.page.getByRole("link", { name: "Complete Payment" }).count()).toBe(0);
    expect(
      (
        (await (await client.context.request.post("/api/create-payment-intent", { data: { bookingId: id, amount: 80 } })).json()) as {
          message: string;
        }
      ).message,
    ).toMatch(/can no longer be paid/);
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
