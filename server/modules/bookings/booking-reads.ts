// Bookings as staff and coaches read them: one booking (404 when unknown or another coach's), and
// the lists of the admin page and the coach's Sessions.
import { isUpcoming } from "#common/booking-states";
import type { AdminBookingView, CoachBookingView, CoachSessions } from "#common/bookings";
import type { Page } from "#common/coaches";
import { isUuid } from "#common/uuid";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { toAdminBookingView, toCoachBookingView } from "./booking-views";
import { findBookingWithCoach, listBookingsForAdmin, listBookingsForCoach, type BookingWithCoach } from "./repository";

export async function readBooking(db: Database, id: string): Promise<BookingWithCoach> {
  const row = await findBookingWithCoach(db, id);
  if (!row) throw notFound("Booking not found");
  return row;
}

export async function readAdminView(db: Database, id: string, now: () => number): Promise<AdminBookingView> {
  return toAdminBookingView(await readBooking(db, id), now());
}

/** A booking as its coach sees it, without the ownership check (for a booking the coach just made or changed). */
export async function readCoachViewUnchecked(db: Database, id: string, now: () => number): Promise<CoachBookingView> {
  return toCoachBookingView(await readBooking(db, id), now());
}

export async function readCoachView(db: Database, coachId: string, id: string, now: () => number): Promise<CoachBookingView> {
  const row = isUuid(id) ? await findBookingWithCoach(db, id) : undefined;
  if (!row || row.booking.coachId !== coachId) throw notFound("Booking not found");
  return toCoachBookingView(row, now());
}

export async function listAdminBookings(
  db: Database,
  page: { limit: number; offset: number },
  now: () => number,
): Promise<Page<AdminBookingView>> {
  const { rows, total } = await listBookingsForAdmin(db, page);
  const at = now();
  return { items: rows.map((row) => toAdminBookingView(row, at)), total };
}

export async function listCoachSessions(db: Database, coachId: string, now: () => number): Promise<CoachSessions> {
  const at = now();
  const all = (await listBookingsForCoach(db, coachId)).map((row) => toCoachBookingView(row, at));
  return {
    upcoming: all.filter((b) => isUpcoming(b, at)),
    // Most recent first.
    past: all.filter((b) => !isUpcoming(b, at)).reverse(),
  };
}
