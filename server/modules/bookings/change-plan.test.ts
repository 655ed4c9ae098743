// planBookingChange, the rules of a staff or coach change without a database
// (docs/product/bookings-and-payments.md#booking-statuses, #cancel-and-reschedule, #refunds and
// #reminders-and-calendar-invitations): what is written, which e-mail goes out, what is refused.
import { describe, expect, it } from "vitest";
import { IllegalTransitionError } from "#common/booking-states";
import { AppError } from "../../lib/errors";
import { planBookingChange } from "./change-plan";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const TOMORROW = new Date("2026-11-26T15:00:00Z");

const paidConfirmed = {
  status: "confirmed",
  paymentStatus: "succeeded",
  scheduledDate: TOMORROW,
  duration: 50,
  timeZone: "America/New_York",
  calendarSequence: 2,
  amountCents: 12_000,
  refundStatus: null,
};

function refusal(run: () => unknown): { status?: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    if (error instanceof IllegalTransitionError) return { message: error.message };
    throw error;
  }
  throw new Error("the change was not refused");
}

describe("a staff or coach change of a booking", () => {
  it("moves an open session: the new time, a new invitation, the 'rescheduled' e-mail and a reminder again", () => {
    const later = "2026-11-27T16:00:00.000Z";
    expect(planBookingChange(paidConfirmed, { scheduledDate: later }, NOW, "staff")).toEqual({
      values: { scheduledDate: new Date(later), reminderSentAt: null, calendarSequence: 3 },
      email: "rescheduled",
    });
  });

  it("changes only the zone a session was arranged in without e-mail or a new invitation", () => {
    expect(planBookingChange(paidConfirmed, { timeZone: "Europe/Paris" }, NOW, "coach")).toEqual({ values: { timeZone: "Europe/Paris" } });
  });

  it("refuses a time in the past (five minutes of grace) and moving a closed session", () => {
    expect(refusal(() => planBookingChange(paidConfirmed, { scheduledDate: "2026-11-25T11:50:00Z" }, NOW, "staff"))).toEqual({
      status: 400,
      message: "The session must be in the future.",
    });
    expect(planBookingChange(paidConfirmed, { scheduledDate: "2026-11-25T11:56:00Z" }, NOW, "staff").email).toBe("rescheduled");
    expect(refusal(() => planBookingChange({ ...paidConfirmed, status: "completed" }, { duration: 80 }, NOW, "staff"))).toEqual({
      status: 409,
      message: "A completed booking cannot be moved.",
    });
  });

  it("cancels a paid session with a full refund owed, said to be by who cancelled, and the cancellation sent", () => {
    const plan = planBookingChange(paidConfirmed, { status: "cancelled" }, NOW, "coach");
    expect(plan).toEqual({
      values: {
        status: "cancelled",
        cancelledAt: new Date(NOW),
        cancelledBy: "coach",
        holdExpiresAt: null,
        refundStatus: "pending",
        refundAmountCents: 12_000,
        calendarSequence: 3,
      },
      email: "cancelled",
    });
  });

  it("owes no refund when staff record at once that the money went back another way, nor for a free session", () => {
    const recorded = planBookingChange(paidConfirmed, { status: "cancelled", paymentStatus: "refunded" }, NOW, "staff");
    expect(recorded.values).toMatchObject({ status: "cancelled", paymentStatus: "refunded", cancelledBy: "staff" });
    expect(recorded.values).not.toHaveProperty("refundStatus");
    const free = planBookingChange({ ...paidConfirmed, paymentStatus: "pending", amountCents: 0 }, { status: "cancelled" }, NOW, "staff");
    expect(free.values).not.toHaveProperty("refundStatus");
  });

  it("confirms with a new invitation, completes with the 'completed' e-mail", () => {
    const pending = { ...paidConfirmed, status: "pending", paymentStatus: "pending" };
    expect(planBookingChange(pending, { status: "confirmed" }, NOW, "staff")).toEqual({
      values: { status: "confirmed", calendarSequence: 3 },
      email: "confirmed",
    });
    expect(planBookingChange(paidConfirmed, { status: "completed" }, NOW, "staff")).toEqual({
      values: { status: "completed" },
      email: "completed",
    });
  });

  it("refuses what the state tables refuse: a final status changed, a no-show before the start, a refund of an unpaid session", () => {
    expect(refusal(() => planBookingChange({ ...paidConfirmed, status: "cancelled" }, { status: "confirmed" }, NOW, "staff")).message).toBe(
      "A cancelled booking cannot become confirmed.",
    );
    expect(() => planBookingChange(paidConfirmed, { status: "no-show" }, NOW, "coach")).toThrow(IllegalTransitionError);
    expect(planBookingChange(paidConfirmed, { status: "no-show" }, TOMORROW.getTime() + 60_000, "coach").values).toEqual({
      status: "no-show",
    });
    expect(
      refusal(() => planBookingChange({ ...paidConfirmed, paymentStatus: "pending" }, { paymentStatus: "refunded" }, NOW, "staff")).message,
    ).toBe("A payment that is pending cannot become refunded.");
  });

  it("plans nothing for a change that changes nothing", () => {
    expect(planBookingChange(paidConfirmed, { status: "confirmed", duration: 50 }, NOW, "staff")).toEqual({ values: {} });
  });
});

describe("the booking policy in a staff or coach change", () => {
  it("lets a coach or staff call off or move an open session after its start too, a cancellation refunding in full", () => {
    const afterStart = TOMORROW.getTime() + 30 * 60_000;
    for (const actor of ["coach", "staff"] as const) {
      expect(planBookingChange(paidConfirmed, { status: "cancelled" }, afterStart, actor).values).toMatchObject({
        status: "cancelled",
        cancelledBy: actor,
        refundStatus: "pending",
        refundAmountCents: 12_000,
      });
      expect(planBookingChange(paidConfirmed, { scheduledDate: "2026-11-28T16:00:00.000Z" }, afterStart, actor).email).toBe("rescheduled");
    }
  });
});
