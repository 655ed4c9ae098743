// The only SQL of bookings: rows with their coach, the staff list, a client's sessions, row locks
// for changes, the account link, the payment events already applied, and the claims of the
// background passes (expired holds, finished sessions, due reminders).
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { AccountHolder } from "../../context";
import type { DatabaseOrTransaction } from "../../db/client";
import { bookings, coachAvailability, coaches, users } from "../../db/schema";

export type BookingRecord = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

const coachColumns = {
  id: coaches.id,
  firstName: coaches.firstName,
  lastName: coaches.lastName,
  title: coaches.title,
  profileImageUrl: coaches.profileImageUrl,
  email: coaches.email,
  isActive: coaches.isActive,
  hourlyRateCents: coaches.hourlyRateCents,
  location: coaches.location,
};
export type BookingCoach = { [K in keyof typeof coachColumns]: (typeof coaches.$inferSelect)[K] };
export interface BookingWithCoach {
  booking: BookingRecord;
  coach: BookingCoach;
}

export async function insertBooking(db: DatabaseOrTransaction, values: NewBooking): Promise<BookingRecord> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row;
}

/**
 * Cancels the coach's unpaid holds whose time ran out (a payment under way keeps its hold): their
 * times are free again. Answers how many.
 */
export async function cancelExpiredHolds(db: DatabaseOrTransaction, coachId?: string): Promise<BookingRecord[]> {
  return db
    .update(bookings)
    .set({ status: "cancelled", cancelledBy: "system", cancelledAt: sql`now()`, holdExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.status, "pending"),
        inArray(bookings.paymentStatus, ["pending", "failed"]),
        sql`${bookings.holdExpiresAt} <= now()`,
        coachId ? eq(bookings.coachId, coachId) : undefined,
      ),
    )
    .returning();
}

/**
 * Marks confirmed sessions completed an hour after their end (at most `limit` per call), and answers
 * them: one UPDATE whose row locks make each session completed by exactly one process.
 */
export async function completeFinishedSessions(db: DatabaseOrTransaction, limit: number): Promise<BookingRecord[]> {
  return db
    .update(bookings)
    .set({ status: "completed", updatedAt: sql`now()` })
    .where(
      inArray(
        bookings.id,
        db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.status, "confirmed"),
              sql`${bookings.scheduledDate} + make_interval(mins => ${bookings.duration} + 60) <= now()`,
            ),
          )
          .orderBy(asc(bookings.scheduledDate))
          .limit(limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
}

/**
 * Claims the confirmed sessions that start within the next `windowMs` and have had no reminder yet
 * (setting reminder_sent_at). One UPDATE … RETURNING over rows locked with SKIP LOCKED, so any
 * number of processes can run it at once and each session is claimed by one of them.
 */
export async function claimDueReminders(tx: DatabaseOrTransaction, options: { windowMs: number; limit: number }): Promise<BookingRecord[]> {
  const windowSeconds = Math.round(options.windowMs / 1000);
  return tx
    .update(bookings)
    .set({ reminderSentAt: sql`now()` })
    .where(
      sql`${bookings.id} in (
        select ${bookings.id} from ${bookings}
        where ${bookings.status} = 'confirmed'
          and ${bookings.reminderSentAt} is null
          and ${bookings.scheduledDate} > now()
          and ${bookings.scheduledDate} <= now() + make_interval(secs => ${windowSeconds})
        order by ${bookings.scheduledDate}
        limit ${options.limit}
        for update skip locked
      ) and ${bookings.reminderSentAt} is null`,
    )
    .returning();
}

/** The buffer a new session of this coach keeps after it (the coach's availability; 0 without one). */
export async function bufferOf(db: DatabaseOrTransaction, coachId: string): Promise<number> {
  const [row] = await db
    .select({ buffer: coachAvailability.bufferMinutes })
    .from(coachAvailability)
    .where(eq(coachAvailability.coachId, coachId));
  return row?.buffer ?? 0;
}

export async function findBookingWithCoach(db: DatabaseOrTransaction, id: string): Promise<BookingWithCoach | undefined> {
  const [row] = await db
    .select({ booking: bookings, coach: coachColumns })
    .from(bookings)
    .innerJoin(coaches, eq(coaches.id, bookings.coachId))
    .where(eq(bookings.id, id));
  return row;
}

/** Locks the booking row for the rest of the transaction (changes are decided on the locked row). */
export async function lockBooking(tx: DatabaseOrTransaction, id: string): Promise<BookingRecord | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function lockBookingByPaymentIntent(tx: DatabaseOrTransaction, paymentIntentId: string): Promise<BookingRecord | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.paymentIntentId, paymentIntentId)).for("update");
  return row;
}

export async function updateBooking(tx: DatabaseOrTransaction, id: string, values: Partial<NewBooking>): Promise<BookingRecord> {
  const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row;
}

/** Newest first, for staff, with the total. */
export async function listBookingsForAdmin(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ booking: bookings, coach: coachColumns })
    .from(bookings)
    .innerJoin(coaches, eq(coaches.id, bookings.coachId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(bookings);
  return { rows, total };
}

/** A client's bookings (linked to the account), soonest first. */
export async function listBookingsForClient(db: DatabaseOrTransaction, clientId: string): Promise<BookingWithCoach[]> {
  return db
    .select({ booking: bookings, coach: coachColumns })
    .from(bookings)
    .innerJoin(coaches, eq(coaches.id, bookings.coachId))
    .where(eq(bookings.clientId, clientId))
    .orderBy(asc(bookings.scheduledDate), asc(bookings.id))
    .limit(500);
}

/** A coach's bookings, soonest first (the latest 500 by date: a workspace list, not an archive). */
export async function listBookingsForCoach(db: DatabaseOrTransaction, coachId: string): Promise<BookingWithCoach[]> {
  const latest = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.coachId, coachId))
    .orderBy(desc(bookings.scheduledDate), desc(bookings.id))
    .limit(500);
  return db
    .select({ booking: bookings, coach: coachColumns })
    .from(bookings)
    .innerJoin(coaches, eq(coaches.id, bookings.coachId))
    .where(inArray(bookings.id, latest))
    .orderBy(asc(bookings.scheduledDate), asc(bookings.id));
}

/**
 * Links the bookings made for this address before the account existed (the booking belongs to the
 * account with that e-mail, now or when it is created later:
 * docs/product/bookings-and-payments.md#booking-by-staff). Only unlinked rows: a booking, once linked, stays
 * with its account.
 */
export async function claimBookingsForAccount(db: DatabaseOrTransaction, userId: string, email: string): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ clientId: userId })
    .where(and(isNull(bookings.clientId), sql`lower(${bookings.email}) = ${email.trim().toLowerCase()}`))
    .returning({ id: bookings.id });
  return rows.length;
}

/** The account a new booking for this address belongs to: only one that proved the address. */
export async function findVerifiedAccountIdByEmail(db: DatabaseOrTransaction, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.emailVerified, true)));
  return row?.id;
}

export async function findCoachForBooking(db: DatabaseOrTransaction, id: string): Promise<BookingCoach | undefined> {
  const [row] = await db.select(coachColumns).from(coaches).where(eq(coaches.id, id));
  return row;
}

/** Every coach for the staff form: active ones first, by name. */
export async function listCoachOptions(db: DatabaseOrTransaction) {
  return db
    .select({
      id: coaches.id,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      isActive: coaches.isActive,
      hourlyRateCents: coaches.hourlyRateCents,
    })
    .from(coaches)
    .orderBy(desc(coaches.isActive), asc(coaches.firstName), asc(coaches.lastName))
    .limit(5000);
}

/** The account's own bookings, and those made for its address when the address is verified. */
function ownBookings(user: AccountHolder) {
  return user.emailVerified
    ? or(eq(bookings.clientId, user.id), sql`lower(${bookings.email}) = ${user.email.toLowerCase()}`)
    : eq(bookings.clientId, user.id);
}

/** How many of the account's sessions are still to come (not cancelled). */
export async function countUpcomingForAccount(db: DatabaseOrTransaction, user: AccountHolder): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(ownBookings(user), gt(bookings.scheduledDate, sql`now()`), ne(bookings.status, "cancelled")));
  return row.n;
}

/**
 * The account's bookings keep their dates, amounts and statuses for the coaches' and the business's
 * records, without the person's name and contact details.
 */
export async function anonymiseClientBookings(db: DatabaseOrTransaction, user: AccountHolder): Promise<void> {
  await db
    .update(bookings)
    .set({
      clientId: null,
      firstName: "Former",
      lastName: "client",
      email: sql`'deleted-' || ${bookings.id}::text || '@deleted.invalid'`,
      phoneNumber: "",
      notes: "",
    })
    .where(ownBookings(user));
}
