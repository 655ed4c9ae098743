import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  cancellationPolicy,
  canMarkNoShow,
  canReschedule,
  CANCELLATION_REFUND_POLICY,
  LATE_CANCELLATION_POLICY,
  NO_SHOW_POLICY,
  POLICY_REASONS,
  policyDeadline,
  PROVIDER_CANCELLATION_POLICY,
  RESCHEDULE_POLICY,
  type PolicyActor,
  type PolicyBooking,
} from "./policy";

const START = new Date("2026-06-10T15:00:00-04:00");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const before = (ms: number) => new Date(START.getTime() - ms);

const paid: PolicyBooking = { scheduledDate: START.toISOString(), status: "confirmed", paymentStatus: "succeeded", amountCents: 8000 };
const unpaidHold: PolicyBooking = { scheduledDate: START, status: "pending", paymentStatus: "pending", amountCents: 8000 };
const freeConsultation: PolicyBooking = { scheduledDate: START, status: "confirmed", paymentStatus: "pending", amountCents: 0 };

const JUST_IN_TIME = before(24 * HOUR + MINUTE);
const EXACTLY_24_HOURS = before(24 * HOUR);
const JUST_TOO_LATE = before(24 * HOUR - MINUTE);

describe("cancellation: the 24-hour rule", () => {
  it("a client 24 hours or more ahead is refunded in full", () => {
    for (const now of [JUST_IN_TIME, EXACTLY_24_HOURS, before(30 * 24 * HOUR)]) {
      expect(cancellationPolicy(paid, now, "client")).toEqual({ allowed: true, refund: "full", reason: CANCELLATION_REFUND_POLICY });
    }
  });

  it("a client less than 24 hours ahead may cancel, without a refund", () => {
    for (const now of [JUST_TOO_LATE, before(MINUTE)]) {
      expect(cancellationPolicy(paid, now, "client")).toEqual({ allowed: true, refund: "none", reason: LATE_CANCELLATION_POLICY });
    }
  });

  it("the coach or staff may cancel at any time before the start, always with a full refund", () => {
    for (const actor of ["coach", "staff"] as const) {
      for (const now of [JUST_IN_TIME, EXACTLY_24_HOURS, JUST_TOO_LATE, before(MINUTE)]) {
        expect(cancellationPolicy(paid, now, actor)).toEqual({ allowed: true, refund: "full", reason: PROVIDER_CANCELLATION_POLICY });
      }
    }
  });

  it("nothing paid, nothing refunded, whoever cancels and whenever", () => {
    for (const actor of ["client", "coach", "staff"] as const) {
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

  it("after the start nobody cancels: the session is completed or a no-show", () => {
    for (const actor of ["client", "coach", "staff"] as const) {
      for (const now of [START, new Date(START.getTime() + MINUTE)]) {
        expect(cancellationPolicy(paid, now, actor)).toEqual({ allowed: false, refund: "none", reason: POLICY_REASONS.started });
      }
    }
  });

  it("a closed session cannot be cancelled again, and says why", () => {
    expect(cancellationPolicy({ ...paid, status: "cancelled", paymentStatus: "refunded" }, JUST_IN_TIME, "client")).toEqual({
      allowed: false,
      refund: "none",
      reason: "This session is already cancelled.",
    });
    expect(cancellationPolicy({ ...paid, status: "completed" }, JUST_IN_TIME, "staff")).toEqual({
      allowed: false,
      refund: "none",
      reason: "This session is completed.",
    });
    expect(cancellationPolicy({ ...paid, status: "no-show" }, JUST_IN_TIME, "coach")).toEqual({
      allowed: false,
      refund: "none",
      reason: "This session was marked as a no-show.",
    });
  });
});

describe("rescheduling: the 24-hour rule", () => {
  it("a client may move a session 24 hours or more ahead, not later", () => {
    expect(canReschedule(paid, JUST_IN_TIME, "client")).toEqual({ allowed: true, reason: POLICY_REASONS.rescheduleAllowed });
    expect(canReschedule(paid, EXACTLY_24_HOURS, "client").allowed).toBe(true);
    expect(canReschedule(paid, JUST_TOO_LATE, "client")).toEqual({ allowed: false, reason: POLICY_REASONS.rescheduleTooLate });
    expect(POLICY_REASONS.rescheduleTooLate.startsWith(RESCHEDULE_POLICY)).toBe(true);
  });

  it("the coach or staff may move it any time before the start", () => {
    for (const actor of ["coach", "staff"] as const) {
      expect(canReschedule(paid, JUST_IN_TIME, actor).allowed).toBe(true);
      expect(canReschedule(paid, JUST_TOO_LATE, actor).allowed).toBe(true);
      expect(canReschedule(paid, before(MINUTE), actor).allowed).toBe(true);
      expect(canReschedule(paid, START, actor)).toEqual({ allowed: false, reason: POLICY_REASONS.started });
    }
  });

  it("nobody moves a started or closed session", () => {
    for (const actor of ["client", "coach", "staff"] as PolicyActor[]) {
      expect(canReschedule(paid, new Date(START.getTime() + HOUR), actor).allowed).toBe(false);
      expect(canReschedule({ ...paid, status: "cancelled" }, JUST_IN_TIME, actor)).toEqual({
        allowed: false,
        reason: "This session is already cancelled.",
      });
    }
  });
});

describe("no-shows", () => {
  it("only the coach or staff, only once the session has started", () => {
    expect(canMarkNoShow(paid, START, "coach")).toEqual({ allowed: true, reason: POLICY_REASONS.noShowAllowed });
    expect(canMarkNoShow(paid, new Date(START.getTime() + 2 * HOUR), "staff").allowed).toBe(true);
    expect(canMarkNoShow(paid, before(MINUTE), "staff")).toEqual({ allowed: false, reason: POLICY_REASONS.notStarted });
    expect(canMarkNoShow(paid, START, "client")).toEqual({ allowed: false, reason: POLICY_REASONS.noShowNotByClient });
    expect(canMarkNoShow({ ...paid, status: "completed" }, START, "coach").allowed).toBe(false);
  });
});

describe("the policy's words", () => {
  it("gives the deadline a page can show", () => {
    expect(policyDeadline(paid).toISOString()).toBe("2026-06-09T19:00:00.000Z");
  });

  it("keeps the Terms' and the FAQ's own words where they state the rule", () => {
    const read = (file: string) => fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..", file), "utf8");
    const terms = read("app/routes/terms.tsx");
    const faq = read("app/features/contact/contact-faq.tsx").replace(/\s+/g, " ");
    expect(terms).toContain(RESCHEDULE_POLICY);
    expect(terms).toContain(NO_SHOW_POLICY);
    expect(faq).toContain(RESCHEDULE_POLICY);
    // "Cancellations made 24 hours or more" (FAQ) "before the scheduled time" (Terms).
    expect(faq).toContain("Cancellations made 24 hours or more");
    expect(terms).toContain("24 hours or more before the scheduled time");
    expect(CANCELLATION_REFUND_POLICY).toBe("Cancellations made 24 hours or more before the scheduled time are refunded in full.");
  });
});
