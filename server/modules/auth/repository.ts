// The only SQL of the accounts module (better-auth runs its own through the Drizzle adapter).
import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import type { UserRole } from "#common/auth";
import type { Config } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { accounts, appSecrets, bookings, emailOutbox, reviews, sessions, users, verifications } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export function roleFor(config: Pick<Config, "adminEmails">, email: string): UserRole {
  return config.adminEmails.includes(email.trim().toLowerCase()) ? "admin" : "user";
}

/** Applies ADMIN_EMAILS to one account; returns the row as it now is (or undefined when gone). */
export async function setUserRole(db: DatabaseOrTransaction, config: Pick<Config, "adminEmails">, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const role = roleFor(config, row.email);
  if (row.role === role) return row;
  const [updated] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return updated;
}

export async function findUserById(db: DatabaseOrTransaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function updateProfile(
  db: DatabaseOrTransaction,
  userId: string,
  profile: { firstName: string; lastName: string; profileImageUrl?: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      ...(profile.profileImageUrl === undefined ? {} : { profileImageUrl: profile.profileImageUrl }),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function hasPassword(db: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), sql`${accounts.password} is not null`));
  return row.n > 0;
}

/** The password hash of an account's own sign-in method (null for single sign-on only). */
export async function findPasswordHash(db: DatabaseOrTransaction, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? null;
}

/** Replaces a password hash only if it is still `previous` (a password changed meanwhile wins). */
export async function replacePasswordHash(db: DatabaseOrTransaction, userId: string, previous: string, next: string): Promise<void> {
  await db
    .update(accounts)
    .set({ password: next })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"), eq(accounts.password, previous)));
}

export async function countOtherSessions(db: DatabaseOrTransaction, userId: string, currentSessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), gt(sessions.expiresAt, sql`now()`)));
  return row.n;
}

export async function deleteSession(db: DatabaseOrTransaction, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function countUpcomingBookings(db: DatabaseOrTransaction, userId: string, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.clientId, userId), sql`lower(${bookings.email}) = ${email.toLowerCase()}`),
        gt(bookings.scheduledDate, sql`now()`),
        ne(bookings.status, "cancelled"),
      ),
    );
  return row.n;
}

/**
 * Deletes an account (sessions and sign-in methods go with it) and anonymises what must stay for
 * the coaches' and the business's records: bookings keep their dates, amounts and statuses without
 * the person's name and contact details; reviews keep their rating and text without the author.
 * Messages waiting for or sent to the address are removed from the outbox.
 */
export async function deleteAccountData(db: DatabaseOrTransaction, user: Pick<UserRow, "id" | "email">): Promise<void> {
  const email = user.email.toLowerCase();
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
    .where(or(eq(bookings.clientId, user.id), sql`lower(${bookings.email}) = ${email}`));
  await db.update(reviews).set({ clientId: null, clientName: "Former client" }).where(eq(reviews.clientId, user.id));
  await db.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = ${email}`);
  await db.delete(verifications).where(eq(verifications.value, user.id));
  await db.delete(users).where(eq(users.id, user.id));
}

/** The named secret, created with `generate()` by the first process that asks. */
export async function getOrCreateSecret(db: DatabaseOrTransaction, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
