// The booking policy for each role and at each edge: exactly 24 hours before, inside them, after the
// start, a completed and a cancelled session; and the exact words the Terms, the FAQ and the dialogs
// render from it.
import { describe, expect, it } from "vitest";
import {
  cancellationPolicy,
  canMoveTo,
  canReschedule,
  CANCELLATION_POLICY_TEXT,
  CANCELLATION_REFUND_POLICY,
  FAQ_RESCHEDULE_ANSWER,
  lateCancellationOutcome,
  LATE_CANCELLATION_POLICY,
  POLICY_REASONS,
  POLICY_WINDOW_HOURS,
  policyDeadline,
  PROVIDER_CANCELLATION_POLICY,
  RESCHEDULE_POLICY,
  statusChanges,
  TERMS_CANCELLATION_CLAUSES,
  type PolicyBooking,
} from "./policy";

const START = new Date("2026-06-10T15:00:00-04:00");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const before = (ms: number) => new Date(START.getTime() - ms);
const after = (ms: number) => new Date(START.getTime() + ms);

const paid: PolicyBooking = { scheduledDate: START.toISOString(), status: "confirmed", paymentStatus: "succeeded", amountCents: 8000 };
const unpaidHold: PolicyBooking = { scheduledDate: START, status: "pending", paymentStatus: "pending", amountCents: 8000 };
const freeConsultation: PolicyBooking = { scheduledDate: START, status: "confirmed", paymentStatus: "pending", amountCents: 0 };
const completed: PolicyBooking = { ...paid, status: "completed" };
const cancelled: PolicyBooking = { ...paid, status: "cancelled", paymentStatus: "refunded" };

const JUST_IN_TIME = before(24 * HOUR + MINUTE);
const EXACTLY_24_HOURS = before(24 * HOUR);
const JUST_TOO_LATE = before(24 * HOUR - MINUTE);
const PROVIDERS = ["coach", "staff"] as const;

describe("a client cancelling", () => {
  it("24 hours or more ahead (exactly 24 included) is refunded in full", () => {
    for (const now of [JUST_IN_TIME, EXACTLY_24_HOURS, before(30 * 24 * HOUR)]) {
      expect(cancellationPolicy(paid, now, "client")).toEqual({ allowed: true, refund: "full", reason: CANCELLATION_REFUND_POLICY });
    }
  });

  it("less than 24 hours ahead may cancel, without a refund", () => {
    for (const now of [JUST_TOO_LATE, before(MINUTE)]) {
      expect(cancellationPolicy(paid, now, "client")).toEqual({ allowed: true, refund: "none", reason: LATE_CANCELLATION_POLICY });
    }
  });

  it("after the start cannot cancel", () => {
    for (const now of [START, after(MINUTE)]) {
      expect(cancellationPolicy(paid, now, "client")).toEqual({ allowed: false, refund: "none", reason: POLICY_REASONS.started });
    }
  });

  it("treats an unreadable start as started", () => {
    expect(cancellationPolicy({ ...paid, scheduledDate: "not a date" }, JUST_IN_TIME, "client").allowed).toBe(false);
  });
});

describe("a coach or staff cancelling", () => {
  it("refunds in full at any time, before or after the start", () => {
    for (const actor of PROVIDERS) {
      for (const now of [JUST_IN_TIME, EXACTLY_24_HOURS, JUST_TOO_LATE, before(MINUTE), START, after(2 * HOUR)]) {
        expect(cancellationPolicy(paid, now, actor)).toEqual({ allowed: true, refund: "full", reason: PROVIDER_CANCELLATION_POLICY });
      }
    }
  });
});

describe("any role cancelling", () => {
  it("refunds nothing when nothing was paid", () => {
    for (const actor of ["client", ...PROVIDERS] as const) {
      for (const booking of [unpaidHold, freeConsultation, { ...paid, amountCents: 0 }]) {
        for (const now of [JUST_IN_TIME, JUST_TOO_LATE]) {
          expect(cancellationPolicy(booking, now, actor)).toEqual({
            allowed: true,
            refund: "none",
            reason: POLICY_REASONS.nothingToRefund,
          });
        }
      }
    }
  });

  it("cannot cancel a completed or cancelled session again, and says why", () => {
    for (const actor of ["client", ...PROVIDERS] as const) {
      expect(cancellationPolicy(cancelled, JUST_IN_TIME, actor)).toEqual({
        allowed: false,
        refund: "none",
        reason: "This session is already cancelled.",
      });
      expect(cancellationPolicy(completed, JUST_IN_TIME, actor)).toEqual({
        allowed: false,
        refund: "none",
        reason: "This session is completed.",
      });
    }
    expect(cancellationPolicy({ ...paid, status: "no-show" }, after(HOUR), "coach").reason).toBe("This session was marked as a no-show.");
  });
});

describe("rescheduling", () => {
  it("a client may move a session 24 hours or more ahead (exactly 24 included), not later, not once started", () => {
    expect(canReschedule(paid, JUST_IN_TIME, "client")).toEqual({ allowed: true, reason: POLICY_REASONS.rescheduleAllowed });
    expect(canReschedule(paid, EXACTLY_24_HOURS, "client").allowed).toBe(true);
    expect(canReschedule(paid, JUST_TOO_LATE, "client")).toEqual({ allowed: false, reason: POLICY_REASONS.rescheduleTooLate });
    expect(canReschedule(paid, after(MINUTE), "client")).toEqual({ allowed: false, reason: POLICY_REASONS.started });
    expect(POLICY_REASONS.rescheduleTooLate.startsWith(RESCHEDULE_POLICY)).toBe(true);
  });

  it("a coach or staff may move an open session at any time, even after its start", () => {
    for (const actor of PROVIDERS) {
      for (const now of [JUST_IN_TIME, EXACTLY_24_HOURS, JUST_TOO_LATE, START, after(HOUR)]) {
        expect(canReschedule(paid, now, actor).allowed).toBe(true);
      }
      expect(canReschedule(unpaidHold, after(HOUR), actor).allowed).toBe(true);
    }
  });

  it("nobody moves a completed or cancelled session; staff and coaches read about the record", () => {
    expect(canReschedule(cancelled, JUST_IN_TIME, "client")).toEqual({ allowed: false, reason: "This session is already cancelled." });
    expect(canReschedule(completed, JUST_IN_TIME, "client")).toEqual({ allowed: false, reason: "This session is completed." });
    for (const actor of PROVIDERS) {
      expect(canReschedule(completed, JUST_IN_TIME, actor)).toEqual({ allowed: false, reason: "A completed booking cannot be moved." });
      expect(canReschedule(cancelled, JUST_IN_TIME, actor)).toEqual({ allowed: false, reason: "A cancelled booking cannot be moved." });
    }
  });
});

describe("the new time of a move", () => {
  const NOW = before(48 * HOUR);
  const ahead = (ms: number) => new Date(NOW.getTime() + ms);

  it("for a client: in the future and itself 24 hours or more ahead (exactly 24 included)", () => {
    expect(canMoveTo(ahead(24 * HOUR), NOW, "client")).toEqual({ allowed: true, past: false, reason: POLICY_REASONS.rescheduleAllowed });
    expect(canMoveTo(ahead(24 * HOUR - MINUTE), NOW, "client")).toEqual({
      allowed: false,
      past: false,
      reason: POLICY_REASONS.rescheduleTooLate,
    });
    for (const when of [NOW, ahead(-HOUR)]) {
      expect(canMoveTo(when, NOW, "client")).toEqual({ allowed: false, past: true, reason: "The new time must be in the future." });
    }
  });

  it("for a coach or staff: any time from five minutes ago on", () => {
    for (const actor of PROVIDERS) {
      expect(canMoveTo(ahead(MINUTE), NOW, actor).allowed).toBe(true);
      expect(canMoveTo(ahead(-5 * MINUTE), NOW, actor).allowed).toBe(true);
      expect(canMoveTo(ahead(-6 * MINUTE), NOW, actor)).toEqual({
        allowed: false,
        past: true,
        reason: "The session must be in the future.",
      });
    }
  });
});

describe("status changes", () => {
  const session = { ...paid, duration: 50 };

  it("before the start: staff may complete or cancel a confirmed session; a coach may only cancel it", () => {
    expect(statusChanges(session, before(MINUTE), "staff")).toEqual(["completed", "cancelled"]);
    expect(statusChanges(session, before(MINUTE), "coach")).toEqual(["cancelled"]);
  });

  it("after the start a no-show may be said; a coach completes only once the session has ended", () => {
    expect(statusChanges(session, after(MINUTE), "coach")).toEqual(["cancelled", "no-show"]);
    expect(statusChanges(session, after(50 * MINUTE), "coach")).toEqual(["completed", "cancelled", "no-show"]);
    expect(statusChanges(session, after(MINUTE), "staff")).toEqual(["completed", "cancelled", "no-show"]);
  });

  it("nothing for a completed or cancelled session, nor for a client (who only cancels)", () => {
    for (const actor of ["client", ...PROVIDERS] as const) {
      expect(statusChanges({ ...completed, duration: 50 }, after(HOUR), actor)).toEqual([]);
      expect(statusChanges({ ...cancelled, duration: 50 }, after(HOUR), actor)).toEqual([]);
    }
    expect(statusChanges(session, after(HOUR), "client")).toEqual([]);
  });
});

describe("the policy's words", () => {
  it("is the Terms' 24 hours, with its deadline", () => {
    expect(POLICY_WINDOW_HOURS).toBe(24);
    expect(policyDeadline(paid).toISOString()).toBe("2026-06-09T19:00:00.000Z");
  });

  it("keeps the Terms' and the FAQ's exact texts", () => {
    expect(TERMS_CANCELLATION_CLAUSES).toEqual([
      "Sessions may be rescheduled up to 24 hours before the session.",
      "Sessions cancelled 24 hours or more before the scheduled time may receive a full refund.",
      "Sessions cancelled less than 24 hours before the scheduled time may incur cancellation fees.",
      "In practice: cancellations made 24 hours or more before the scheduled time are refunded in full; cancellations made less than 24 hours before it are not refunded (the fee is the session's price); sessions cancelled by the coach or by our staff are refunded in full.",
      "Missed sessions (no-shows) are non-refundable.",
    ]);
    expect(FAQ_RESCHEDULE_ANSWER).toBe(
      "Yes. Sessions may be rescheduled up to 24 hours before the session. Cancellations made 24 hours or more in advance may receive a full refund; later cancellations may incur fees, and missed sessions are non-refundable.",
    );
  });

  it("says the same in checkout's paragraph and My Sessions' dialogs", () => {
    expect(CANCELLATION_POLICY_TEXT).toBe(
      "Sessions may be rescheduled up to 24 hours before the session. Cancellations made 24 hours or more before the scheduled time are refunded in full. Cancellations made less than 24 hours before the scheduled time are not refunded. Missed sessions (no-shows) are non-refundable. Sessions cancelled by the coach or by our staff are refunded in full.",
    );
    expect(lateCancellationOutcome("$80.00")).toBe(
      "This session starts in less than 24 hours: your payment of $80.00 will not be refunded.",
    );
  });
});
