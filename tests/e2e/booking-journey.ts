// The steps of a session's life in browser tests, as staff, the client and a stranger take them:
// staff book a paid and a free session, the client sees both in their own zone, a declined card then
// the test card, a stranger's 404, staff mark it completed, and the client's one review.
import type { Locator } from "playwright-core";
import { expect } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { formatSessionTime, zonedTimeToInstant } from "#common/zoned-time";
import { gotoHydrated, type WatchedPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { fillBookingForm, payWith, toast } from "./booking-pages";

/** Staff create a paid and a free booking for Jamie with the form, on the same day in New York. */
export async function staffBookPaidAndFree(
  staff: WatchedPage,
  booking: { coachId: string; lastName: string; email: string; date: string },
) {
  const who = `Jamie ${booking.lastName}`;
  await gotoHydrated(staff.page, "/admin/bookings");
  await staff.page.getByRole("heading", { name: "Bookings", level: 1 }).waitFor();
  await staff.page.getByRole("button", { name: "New Booking" }).click();
  await fillBookingForm(staff.page, { ...booking, firstName: "Jamie", sessionType: "50-minute session", time: "15:00", amount: "120" });
  await staff.page.getByRole("button", { name: "New Booking" }).click();
  await fillBookingForm(staff.page, {
    ...booking,
    firstName: "Jamie",
    sessionType: "Free 15 mins consultation",
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
}

/** The client's upcoming sessions: both bookings, the paid one at its time in Los Angeles, zone named. */
export async function expectBothInOwnZone(client: WatchedPage, date: string): Promise<Locator> {
  await gotoHydrated(client.page, "/bookings");
  const upcoming = client.page.getByRole("region", { name: "Upcoming Sessions", exact: true });
  await client.page.getByRole("heading", { name: "Session History", exact: true }).waitFor();
  await upcoming.getByText("Pending Payment").waitFor();
  await upcoming.getByText("Scheduled").waitFor();
  const start = zonedTimeToInstant(date, "15:00", "America/New_York")!;
  const inLosAngeles = formatSessionTime(start.toISOString(), "America/Los_Angeles", { weekday: "long", month: "long" });
  expect(inLosAngeles).toMatch(/12:00 PM P[SD]T$/);
  await upcoming.getByText(inLosAngeles).waitFor();
  return upcoming;
}

/** Complete Payment → checkout; a declined card shows 'Payment Failed' beside the card fields and leaves it unpaid; returns the booking's id. */
export async function declinedCardLeavesUnpaid(client: WatchedPage, upcoming: Locator): Promise<string> {
  await upcoming.getByRole("link", { name: "Complete Payment" }).click();
  await client.page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  const bookingId = client.page.url().split("/").pop()!;
  await client.page.getByRole("heading", { name: "Complete Your Booking" }).waitFor();
  expect(await client.page.getByTestId("checkout-total").textContent()).toBe("$120.00");
  await payWith(client.page, "4000 0000 0000 0002");
  const cardError = client.page.getByRole("form", { name: "Card payment" }).getByRole("alert").filter({ hasText: "Payment Failed" });
  await cardError.waitFor();
  expect(await cardError.textContent()).toContain("Your card was declined.");
  const unpaid = (await (await client.context.request.get(`/api/bookings/${bookingId}`)).json()) as {
    status: string;
    paymentStatus: string;
  };
  expect(unpaid).toMatchObject({ status: "pending", paymentStatus: "failed" });
  return bookingId;
}

/** 4242 4242 4242 4242 pays it: 'Processing...' while busy, then the success page says Confirmed. */
export async function payWithTestCard(client: WatchedPage, bookingId: string) {
  await client.page.route("**/confirm-payment", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await payWith(client.page, "4242 4242 4242 4242");
  await client.page.getByRole("button", { name: "Processing..." }).waitFor();
  await client.page.waitForURL((url) => url.pathname === "/booking-success" && url.searchParams.get("booking_id") === bookingId);
  await client.page.getByText("Confirmed", { exact: true }).waitFor();
  // The declined card's error stayed on the checkout.
  expect(await client.page.getByText("Payment Failed").count()).toBe(0);
  await gotoHydrated(client.page, "/bookings");
  await client.page
    .getByRole("region", { name: /Upcoming Sessions/ })
    .getByText("Confirmed", { exact: true })
    .waitFor();
}

/** Another client gets 404 for that booking, on the page and from the API. */
export async function expectNotFoundForStranger(stranger: WatchedPage, bookingId: string) {
  stranger.expectNotFound();
  await signInContext(stranger.context);
  const response = await gotoHydrated(stranger.page, `/checkout/${bookingId}`);
  expect(response?.status()).toBe(404);
  await stranger.page.getByRole("heading", { name: "Booking Not Found" }).waitFor();
  await expect(stranger.page.getByRole("link", { name: "Go Home" }).getAttribute("href")).resolves.toBe("/");
  expect((await stranger.context.request.get(`/api/bookings/${bookingId}`)).status()).toBe(404);
}

/** Staff mark the paid booking completed. */
export async function staffMarkCompleted(staff: WatchedPage, who: string) {
  await gotoHydrated(staff.page, "/admin/bookings");
  const row = staff.page.getByRole("listitem", { name: `Booking of ${who}` }).filter({ hasText: "$120.00" });
  await row.getByText("Confirmed", { exact: true }).waitFor();
  await row.getByRole("button", { name: `Change booking of ${who}` }).click();
  await staff.page.getByRole("menuitem", { name: "Mark as completed" }).click();
  await toast(staff.page, "Booking Updated");
  await row.getByText("Completed", { exact: true }).waitFor();
}

/** The client reviews it: no rating first ('Rating Required'), then four stars; once only. */
export async function reviewOnce(client: WatchedPage, bookingId: string) {
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
}

/** The profile's rating and count changed by the four-star review. */
export async function expectRatingChanged(client: WatchedPage, coachBefore: PublicCoach) {
  const coachAfter = (await (await client.context.request.get(`/api/coaches/${coachBefore.id}`)).json()) as PublicCoach;
  expect(coachAfter.totalReviews).toBe(coachBefore.totalReviews + 1);
  const expected = Math.round(((coachBefore.rating * coachBefore.totalReviews + 4) / (coachBefore.totalReviews + 1)) * 100) / 100;
  expect(coachAfter.rating).toBeCloseTo(expected, 1);
  await gotoHydrated(client.page, `/coaches/${coachBefore.id}`);
  await client.page.getByText(`(${coachBefore.totalReviews + 1} reviews)`).waitFor();
  await client.page.getByText("Warm, practical and on time.").waitFor();
}
