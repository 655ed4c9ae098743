// A client's own bookings: those linked to their account, and those made for their address once the
// address is proved.
import { isUpcoming } from "#common/booking-states";
import type { ClientBooking, MySessions } from "#common/bookings";
import type { SessionUser } from "#common/auth";
import { isUuid } from "#common/uuid";
import type { Database } from "../../db/client";
import { toClientBooking } from "./booking-views";
import { claimBookingsForAccount, findBookingWithCoach, listBookingsForClient, type BookingWithCoach } from "./repository";

type Client = Pick<SessionUser, "id" | "email" | "emailVerified">;

/**
 * Links the bookings made for the account's address, once the address is proved: before that,
 * anyone could register a client's address and see the client's sessions, phone and notes.
 */
async function claim(db: Database, user: Client): Promise<void> {
  if (user.emailVerified) await claimBookingsForAccount(db, user.id, user.email);
}

export async function findOwnBooking(db: Database, user: Client, id: string): Promise<BookingWithCoach | null> {
  if (!isUuid(id)) return null;
  let row = await findBookingWithCoach(db, id);
  if (row && user.emailVerified && row.booking.clientId === null && row.booking.email.toLowerCase() === user.email.toLowerCase()) {
    await claim(db, user);
    row = await findBookingWithCoach(db, id);
  }
  return row && row.booking.clientId === user.id ? row : null;
}

export async function listClientBookings(db: Database, user: Client, now: () => number): Promise<MySessions> {
  await claim(db, user);
  const rows = await listBookingsForClient(db, user.id);
  const at = now();
  const all = rows.map(toClientBooking);
  return {
    upcoming: all.filter((b) => isUpcoming(b, at)),
    // Most recent first.
    history: all.filter((b) => !isUpcoming(b, at)).reverse(),
  };
}

export async function getClientBooking(db: Database, user: Client, id: string): Promise<ClientBooking | null> {
  const row = await findOwnBooking(db, user, id);
  return row ? toClientBooking(row) : null;
}
