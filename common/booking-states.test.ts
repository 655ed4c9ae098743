import { describe, expect, it } from "vitest";
import {
  allowedBookingStatuses,
  assertBookingTransition,
  assertPaymentTransition,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingStatusLabel,
  canChangeBookingStatus,
  COMPLETED_TOO_EARLY,
  IllegalTransitionError,
  isVerifiedSession,
  isPayable,
  isUpcoming,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
} from "./booking-states";

describe("the booking state machines", () => {
  it("allow exactly the written-down booking transitions", () => {
    const allowed = BOOKING_STATUSES.flatMap((from) => BOOKING_TRANSITIONS[from].map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      "pending→confirmed",
      "pending→completed",
      "pending→cancelled",
      "confirmed→completed",
      "confirmed→cancelled",
      "confirmed→no-show",
    ]);
    expect(() => assertBookingTransition("completed", "confirmed")).toThrow(IllegalTransitionError);
    expect(() => assertBookingTransition("cancelled", "pending")).toThrow("A cancelled booking cannot become pending.");
    expect(() => assertBookingTransition("pending", "archived")).toThrow(IllegalTransitionError);
    expect(() => assertBookingTransition("pending", "confirmed")).not.toThrow();
  });

  it("allow a no-show only from confirmed, and only once the session has started", () => {
    const start = "2026-06-01T12:00:00Z";
    const before = { start, duration: 50, now: Date.parse(start) - 1, actor: "staff" as const };
    const after = { ...before, now: Date.parse(start) };
    expect(() => assertBookingTransition("confirmed", "no-show", before)).toThrow(
      "A session can be marked a no-show only once it has started.",
    );
    expect(() => assertBookingTransition("confirmed", "no-show", after)).not.toThrow();
    expect(() => assertBookingTransition("pending", "no-show", after)).toThrow("A pending booking cannot become no-show.");
    expect(BOOKING_TRANSITIONS["no-show"]).toEqual([]);
    const booking = { status: "confirmed", scheduledDate: start, duration: 50 };
    expect(allowedBookingStatuses(booking, before.now, "staff")).toEqual(["completed", "cancelled"]);
    expect(allowedBookingStatuses(booking, after.now, "staff")).toEqual(["completed", "cancelled", "no-show"]);
    expect(bookingStatusLabel({ status: "no-show", paymentStatus: "succeeded" })).toBe("No-show");
    expect(isUpcoming({ status: "no-show", scheduledDate: "2026-07-01T00:00:00Z" }, after.now)).toBe(false);
  });

  it("let a coach complete a session only once it has ended, and staff at any time", () => {
    const start = "2026-06-01T12:00:00Z";
    const end = Date.parse(start) + 50 * 60_000;
    const coach = { start, duration: 50, now: end - 1, actor: "coach" as const };
    for (const from of ["pending", "confirmed"]) {
      expect(() => assertBookingTransition(from, "completed", coach)).toThrow(COMPLETED_TOO_EARLY);
      expect(() => assertBookingTransition(from, "completed", { ...coach, now: end })).not.toThrow();
      expect(() =>
        assertBookingTransition(from, "completed", { ...coach, now: Date.parse(start) - 86_400_000, actor: "staff" }),
      ).not.toThrow();
    }
    expect(() => assertBookingTransition("completed", "completed", { ...coach, now: end })).toThrow(
      "A completed booking cannot become completed.",
    );
    // An unreadable start or length is refused, not guessed.
    expect(canChangeBookingStatus("confirmed", "completed", { ...coach, now: end, duration: Number.NaN })).toBe(false);
    const booking = { status: "confirmed", scheduledDate: start, duration: 50 };
    expect(allowedBookingStatuses(booking, end - 1, "coach")).toEqual(["cancelled", "no-show"]);
    expect(allowedBookingStatuses(booking, end, "coach")).toEqual(["completed", "cancelled", "no-show"]);
    expect(allowedBookingStatuses(booking, Date.parse(start) - 1, "staff")).toEqual(["completed", "cancelled"]);
  });

  it("verify a session paid through Kindred or arranged by staff, and no other", () => {
    const paid = { arrangedBy: "coach", paymentStatus: "succeeded", amountCents: 12_000 };
    expect(isVerifiedSession(paid)).toBe(true);
    expect(isVerifiedSession({ ...paid, arrangedBy: null })).toBe(true);
    expect(isVerifiedSession({ ...paid, paymentStatus: "pending" })).toBe(false);
    expect(isVerifiedSession({ ...paid, paymentStatus: "refunded" })).toBe(false);
    // A free session of the coach's, or a free consultation anyone can book under any address.
    expect(isVerifiedSession({ arrangedBy: "coach", paymentStatus: "pending", amountCents: 0 })).toBe(false);
    expect(isVerifiedSession({ arrangedBy: "client", paymentStatus: "pending", amountCents: 0 })).toBe(false);
    expect(isVerifiedSession({ arrangedBy: null, paymentStatus: "pending", amountCents: 0 })).toBe(false);
    expect(isVerifiedSession({ arrangedBy: "staff", paymentStatus: "pending", amountCents: 0 })).toBe(true);
  });

  it("never let a succeeded payment be paid again or undone by a late failure", () => {
    expect(PAYMENT_TRANSITIONS.succeeded).toEqual(["refunded"]);
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
    expect(() => assertPaymentTransition("succeeded", "succeeded")).toThrow(IllegalTransitionError);
    expect(() => assertPaymentTransition("succeeded", "failed")).toThrow("A payment that is succeeded cannot become failed.");
    expect(() => assertPaymentTransition("failed", "succeeded")).not.toThrow();
    for (const status of PAYMENT_STATUSES) expect(PAYMENT_TRANSITIONS[status]).not.toContain(status);
  });
});

describe("labels and lists", () => {
  it("labels statuses as the product documentation does", () => {
    expect(bookingStatusLabel({ status: "pending", paymentStatus: "pending" })).toBe("Pending Payment");
    expect(bookingStatusLabel({ status: "confirmed", paymentStatus: "succeeded" })).toBe("Confirmed");
    expect(bookingStatusLabel({ status: "confirmed", paymentStatus: "paid" })).toBe("Confirmed");
    expect(bookingStatusLabel({ status: "confirmed", paymentStatus: "pending" })).toBe("Scheduled");
    expect(bookingStatusLabel({ status: "completed", paymentStatus: "succeeded" })).toBe("Completed");
    expect(bookingStatusLabel({ status: "cancelled", paymentStatus: "pending" })).toBe("Cancelled");
    expect(bookingStatusLabel({ status: "no_show", paymentStatus: "pending" })).toBe("no_show");
  });

  it("splits upcoming from history by the scheduled time, with cancelled and completed in history", () => {
    const now = Date.parse("2026-06-01T12:00:00Z");
    expect(isUpcoming({ status: "confirmed", scheduledDate: "2026-06-01T12:00:01Z" }, now)).toBe(true);
    expect(isUpcoming({ status: "confirmed", scheduledDate: "2026-06-01T11:59:59Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "cancelled", scheduledDate: "2026-07-01T00:00:00Z" }, now)).toBe(false);
    expect(isUpcoming({ status: "completed", scheduledDate: "2026-07-01T00:00:00Z" }, now)).toBe(false);
  });

  it("lets a card payment be made only for an open, unpaid, paid-for session", () => {
    expect(isPayable({ status: "pending", paymentStatus: "pending", amountCents: 100 })).toBe(true);
    expect(isPayable({ status: "pending", paymentStatus: "failed", amountCents: 100 })).toBe(true);
    expect(isPayable({ status: "pending", paymentStatus: "pending", amountCents: 0 })).toBe(false);
    expect(isPayable({ status: "confirmed", paymentStatus: "succeeded", amountCents: 100 })).toBe(false);
    expect(isPayable({ status: "cancelled", paymentStatus: "pending", amountCents: 100 })).toBe(false);
    const now = Date.parse("2026-06-01T12:00:00Z");
    expect(isPayable({ status: "pending", paymentStatus: "pending", amountCents: 100, scheduledDate: "2026-06-01T13:00:00Z" }, now)).toBe(
      true,
    );
    expect(isPayable({ status: "pending", paymentStatus: "pending", amountCents: 100, scheduledDate: "2026-06-01T11:00:00Z" }, now)).toBe(
      false,
    );
  });
});
