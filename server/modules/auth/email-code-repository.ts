// The SQL of the confirmation code (docs/decisions/111): one code per account, kept in better-auth's
// `verifications` table as its keyed digest, the address it was sent to and the wrong tries so far.
// Every change of an account's code happens under a lock on the account's row, so a resend, a right
// code and wrong codes arriving together are taken one after the other.
import { and, eq, like, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { users, verifications } from "../../db/schema";

const CODE_PREFIX = "kindred-email-code:";
/** The confirmation links' rows (repository.ts writes them). */
const LINK_PREFIX = "kindred-email-verification:";

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
    .where(and(like(verifications.identifier, `${LINK_PREFIX}%`), sql`(${verifications.value})::jsonb ->> 'userId' = ${userId}`));
}
