// The only SQL of the accounts module (better-auth runs its own through the Drizzle adapter). Last,
// the confirmation code's (docs/decisions/111): one code per account, kept in better-auth's
// `verifications` table as its keyed digest, the address it was sent to and the wrong tries so far.
// Every change of an account's code happens under a lock on the account's row, so a resend, a right
// code and wrong codes arriving together are taken one after the other.
import { and, count, eq, gt, inArray, like, ne, or, sql } from "drizzle-orm";
import type { UserRole } from "#common/auth";
import type { Config } from "../../config";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { accounts, appSecrets, coaches, sessions, users, verifications } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** The rows of better-auth's `verifications` table that are ours: confirmation links and codes. */
const EMAIL_VERIFICATION_PREFIX = "kindred-email-verification:";
const CODE_PREFIX = "kindred-email-code:";

/**
 * ADMIN_EMAILS names addresses, so the role goes only to an account that has proved it owns one:
 * otherwise the first person to register the operator's address on a new deployment would own
 * the admin portal.
 */
export function roleFor(config: Pick<Config, "adminEmails">, email: string, emailVerified: boolean): UserRole {
  return emailVerified && config.adminEmails.includes(email.trim().toLowerCase()) ? "admin" : "user";
}

/** Applies ADMIN_EMAILS to one account; returns the row as it now is (or undefined when gone). */
export async function setUserRole(db: DatabaseOrTransaction, config: Pick<Config, "adminEmails">, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  const role = roleFor(config, row.email, row.emailVerified);
  if (row.role === role) return row;
  const [updated] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return updated;
}

/** The coach linked to this account, if any (one at most: a unique index). */
export async function findLinkedCoachId(db: DatabaseOrTransaction, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.userId, userId));
  return row?.id ?? null;
}

export async function findUserById(db: DatabaseOrTransaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The account with this address only when the address is verified (what e-mail links may reach). */
export async function findVerifiedUserByEmail(db: DatabaseOrTransaction, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.emailVerified, true)));
  return row;
}

/**
 * Marks the address verified, only while the account still has the address that was proved;
 * returns the account as it now is, or undefined when nothing matched.
 */
export async function markEmailVerified(db: DatabaseOrTransaction, userId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .returning();
  return row;
}

/** The provider identity `accountId` of `providerId` linked to this account, if there is one. */
export async function findProviderLink(db: DatabaseOrTransaction, link: { providerId: string; accountId: string; userId: string }) {
  const [row] = await db
    .select({ id: accounts.id, vouchedEmail: accounts.vouchedEmail })
    .from(accounts)
    .where(and(eq(accounts.providerId, link.providerId), eq(accounts.accountId, link.accountId), eq(accounts.userId, link.userId)));
  return row;
}

/** Records that the provider vouched for this address for this identity. */
export async function recordVouchedEmail(db: DatabaseOrTransaction, linkId: string, email: string): Promise<void> {
  await db.update(accounts).set({ vouchedEmail: email.trim().toLowerCase() }).where(eq(accounts.id, linkId));
}

/**
 * Removes the account's provider identities whose provider did not vouch for `email`, and ends the
 * sessions they opened (the foreign key would end them too; deleted first so they can be counted).
 */
export async function removeUnvouchedProviderLinks(
  db: DatabaseOrTransaction,
  userId: string,
  email: string,
): Promise<{ links: number; sessions: number }> {
  const unvouched = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        ne(accounts.providerId, "credential"),
        sql`${accounts.vouchedEmail} is distinct from ${email.trim().toLowerCase()}`,
      ),
    )
    .for("update");
  if (unvouched.length === 0) return { links: 0, sessions: 0 };
  const ids = unvouched.map((row) => row.id);
  const ended = await db.delete(sessions).where(inArray(sessions.providerLinkId, ids)).returning({ id: sessions.id });
  await db.delete(accounts).where(inArray(accounts.id, ids));
  return { links: ids.length, sessions: ended.length };
}

/** Stores a confirmation link's token (only its digest) for one account and address. */
export async function insertEmailVerificationToken(
  db: DatabaseOrTransaction,
  input: { tokenDigest: string; userId: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verifications).values({
    identifier: `${EMAIL_VERIFICATION_PREFIX}${input.tokenDigest}`,
    value: JSON.stringify({ userId: input.userId, email: input.email }),
    expiresAt: input.expiresAt,
  });
}

/**
 * Uses a confirmation token up: deleted in the same statement that reads it, so a link works once
 * even when opened twice at the same moment. Undefined for an unknown, used or expired token.
 */
export async function consumeEmailVerificationToken(
  db: DatabaseOrTransaction,
  tokenDigest: string,
): Promise<{ userId: string; email: string } | undefined> {
  const rows = await db
    .delete(verifications)
    .where(eq(verifications.identifier, `${EMAIL_VERIFICATION_PREFIX}${tokenDigest}`))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
  const parsed = JSON.parse(row.value) as { userId?: unknown; email?: unknown };
  if (typeof parsed.userId !== "string" || typeof parsed.email !== "string") return undefined;
  return { userId: parsed.userId, email: parsed.email };
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

/**
 * The session with this token, its account and the account's linked coach: one indexed read (the
 * session check of every signed-in request, session-lookup.ts), prepared once per database.
 */
function sessionByTokenStatement(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      token: sessions.token,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      coachId: coaches.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(coaches, eq(coaches.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("kindred_session_by_token");
}
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByTokenStatement>["execute"]>>[number];
const sessionStatements = new WeakMap<Database, ReturnType<typeof sessionByTokenStatement>>();

export async function findSessionByToken(db: Database, token: string): Promise<SessionRow | undefined> {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = sessionByTokenStatement(db);
    sessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ token });
  return row;
}

export async function deleteSession(db: DatabaseOrTransaction, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/**
 * Deletes an account: its sign-in methods and sessions go with the user row. What other modules keep
 * of the person (bookings, reviews, mail) is forgotten first through their services (AccountRecords).
 */
export async function deleteAccountData(db: DatabaseOrTransaction, user: Pick<UserRow, "id">): Promise<void> {
  await db.delete(verifications).where(eq(verifications.value, user.id));
  // Its confirmation links and code, which name its address.
  await db
    .delete(verifications)
    .where(
      or(
        eq(verifications.identifier, `${CODE_PREFIX}${user.id}`),
        and(
          like(verifications.identifier, `${EMAIL_VERIFICATION_PREFIX}%`),
          sql`(${verifications.value})::jsonb ->> 'userId' = ${user.id}`,
        ),
      ),
    );
  await db.delete(users).where(eq(users.id, user.id));
}

/** The named secret, created with `generate()` by the first process that asks. */
export async function getOrCreateSecret(db: DatabaseOrTransaction, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

export interface StoredEmailCode {
  digest: string;
  email: string;
  wrong: number;
}

/** Takes the account's row lock until the transaction ends; false when the account is gone. */
export async function lockAccount(tx: DatabaseOrTransaction, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

/** The account's new code, in place of any earlier one (which no longer works). */
export async function replaceEmailCode(
  tx: DatabaseOrTransaction,
  input: { userId: string; email: string; digest: string; expiresAt: Date },
): Promise<void> {
  await deleteEmailCode(tx, input.userId);
  const stored: StoredEmailCode = { digest: input.digest, email: input.email, wrong: 0 };
  await tx
    .insert(verifications)
    .values({ identifier: `${CODE_PREFIX}${input.userId}`, value: JSON.stringify(stored), expiresAt: input.expiresAt });
}

/** The account's code, if it has one (expired or not: the caller decides with its clock). */
export async function findEmailCode(
  tx: DatabaseOrTransaction,
  userId: string,
): Promise<{ id: string; stored: StoredEmailCode; expiresAt: Date } | undefined> {
  const [row] = await tx
    .select({ id: verifications.id, value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `${CODE_PREFIX}${userId}`))
    .limit(1);
  if (!row) return undefined;
  const stored = JSON.parse(row.value) as Partial<StoredEmailCode>;
  if (typeof stored.digest !== "string" || typeof stored.email !== "string" || typeof stored.wrong !== "number") return undefined;
  return { id: row.id, stored: stored as StoredEmailCode, expiresAt: row.expiresAt };
}

/** Records one more wrong try of the code. */
export async function recordWrongCode(tx: DatabaseOrTransaction, id: string, stored: StoredEmailCode): Promise<void> {
  await tx
    .update(verifications)
    .set({ value: JSON.stringify({ ...stored, wrong: stored.wrong + 1 }) })
    .where(eq(verifications.id, id));
}

export async function deleteEmailCode(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx.delete(verifications).where(eq(verifications.identifier, `${CODE_PREFIX}${userId}`));
}

/** The account's confirmation links that were not used yet: a proof by code makes them void. */
export async function deleteEmailLinks(tx: DatabaseOrTransaction, userId: string): Promise<void> {
  await tx
    .delete(verifications)
    .where(
      and(like(verifications.identifier, `${EMAIL_VERIFICATION_PREFIX}%`), sql`(${verifications.value})::jsonb ->> 'userId' = ${userId}`),
    );
}
