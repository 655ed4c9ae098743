// The client cancels or moves their own session, under the booking policy of
// common/scheduling/policy.ts, decided on the locked row.
import type { SessionUser } from "#common/auth";
import type { CancelAnswer } from "#common/bookings";
import { TIME_TAKEN } from "#common/scheduling/messages";
import { cancellationPolicy, canMoveTo, canReschedule } from "#common/scheduling/policy";
import type { DatabaseOrTransaction } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { bookingEmails } from "./emails";
import { cancelAnswer, owedRefund, timeTaken } from "./records";
import { findBookingWithCoach, lockBooking, updateBooking, type BookingRecord } from "./repository";
import type { SelfServiceContext } from "./self-service-context";

type Client = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** The caller's own booking, locked; another person's answers 404, as an unknown one does. */
async function lockOwn(tx: DatabaseOrTransaction, userId: string, id: string): Promise<BookingRecord> {
  const current = await lockBooking(tx, id);
  if (!current || current.clientId !== userId) throw notFound("Booking not found");
  return current;
}

export async function cancelForClient(
  { db, mail, logger, bookings, availability, now }: SelfServiceContext,
  user: Client,
  id: string,
): Promise<{ answer: CancelAnswer; refundOwed: boolean }> {
  // findOwn links the bookings made for a verified address first, and answers null for others'.
  if (!(await bookings.findOwn(user, id))) throw notFound("Booking not found");
  const result = await db.transaction(async (tx) => {
    const current = await lockOwn(tx, user.id, id);
    // A second click or a second tab: already cancelled by this person, the same answer again.
    if (current.status === "cancelled" && current.cancelledBy === "client") return { booking: current, changed: false };
    const decision = cancellationPolicy(current, new Date(now()), "client");
    if (!decision.allowed) throw conflict(decision.reason);
    const values: Partial<BookingRecord> = {
      status: "cancelled",
      cancelledAt: new Date(now()),
      cancelledBy: "client",
      holdExpiresAt: null,
      calendarSequence: current.calendarSequence + 1,
      ...(decision.refund === "full" ? owedRefund(current) : {}),
    };
    const updated = await updateBooking(tx, id, values);
    const coach = (await findBookingWithCoach(tx, id))!.coach;
    await mail.enqueue(tx, bookingEmails(mail, "cancelled", updated, coach));
    await availability.refreshNextFree(tx, updated.coachId);
    return { booking: updated, changed: true };
  });
  if (result.changed) {
    logger.info({ bookingId: id, by: "client", refund: result.booking.refundStatus ?? "none" }, "booking cancelled");
  }
  return {
    answer: cancelAnswer(result.booking),
    refundOwed: result.booking.refundStatus === "pending" || result.booking.refundStatus === "failed",
  };
}

export async function rescheduleForClient(
  { db, mail, bookings, availability, now }: SelfServiceContext,
  user: Client,
  id: string,
  start: Date,
): Promise<BookingRecord> {
  if (!(await bookings.findOwn(user, id))) throw notFound("Booking not found");
  const target = canMoveTo(start, new Date(now()), "client");
  if (target.past) throw badRequest(target.reason, { start: target.reason.replace(/\.$/, "") });
  const updated = await db.transaction(async (tx) => {
    const current = await lockOwn(tx, user.id, id);
    const decision = canReschedule(current, new Date(now()), "client");
    if (!decision.allowed) throw conflict(decision.reason);
    if (start.getTime() === current.scheduledDate.getTime()) return current;
    // The new time obeys the same rule as the old one (canMoveTo).
    if (!target.allowed) throw conflict(target.reason);
    // A coach with hours: only a time they offer (this session's own time aside). Without hours,
    // any time the database accepts (no other session of the coach overlaps it).
    const hours = await availability.hoursOf(tx, current.coachId);
    if (hours && !(await availability.offeredSlot(tx, current.coachId, start, current.duration, current.id))) {
      throw conflict(TIME_TAKEN);
    }
    const moved = await updateBooking(tx, id, {
      scheduledDate: start,
      reminderSentAt: null,
      calendarSequence: current.calendarSequence + 1,
    }).catch(timeTaken);
    const coach = (await findBookingWithCoach(tx, id))!.coach;
    await mail.enqueue(tx, bookingEmails(mail, "rescheduled", moved, coach));
    await availability.refreshNextFree(tx, moved.coachId);
    return moved;
  });
  return updated;
}
