// The only SQL of applicants' subscriptions (docs/decisions/106): step 1's entries kept with the
// subscription of step 2, its payment, the links to finish step 3 (digests only), and its
// cancellation. Every pass claims its rows (row locks with SKIP LOCKED, and a lease for the work
// done outside a transaction), comparing with the `now` it is given, so any number of processes can
// run it at once and tests can run it at any moment.
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { applicantSubscriptions } from "../../db/schema";

export type ApplicantSubscriptionRow = typeof applicantSubscriptions.$inferSelect;
type NewApplicantSubscription = typeof applicantSubscriptions.$inferInsert;
export type ApplicantDetails = Pick<
  NewApplicantSubscription,
  "subscriptionId" | "firstName" | "lastName" | "email" | "phone" | "location" | "gender"
>;

const t = applicantSubscriptions;

/** Made at step 2; made again (the same subscription for the same address) it takes the newest entries while unpaid. */
export async function upsertUnpaid(db: DatabaseOrTransaction, details: ApplicantDetails): Promise<void> {
  const { firstName, lastName, email, phone, location, gender } = details;
  await db
    .insert(t)
    .values(details)
    .onConflictDoUpdate({
      target: t.subscriptionId,
      set: { firstName, lastName, email, phone, location, gender },
      setWhere: eq(t.state, "unpaid"),
    });
}

/** unpaid → open, once (a confirmation and the provider's event may both report it). */
export async function openPaid(
  tx: DatabaseOrTransaction,
  subscriptionId: string,
  values: { paidAt: Date; linkDigest: string },
): Promise<ApplicantSubscriptionRow | undefined> {
  const [row] = await tx
    .update(t)
    .set({ state: "open", claimedUntil: null, ...values })
    .where(and(eq(t.subscriptionId, subscriptionId), eq(t.state, "unpaid")))
    .returning();
  return row;
}

/** An application came before the payment was known (Stripe still processing): only the time is noted. */
export async function notePaidAfterSubmission(tx: DatabaseOrTransaction, subscriptionId: string, paidAt: Date): Promise<void> {
  await tx
    .update(t)
    .set({ paidAt })
    .where(and(eq(t.subscriptionId, subscriptionId), isNull(t.paidAt)));
}

export async function findByLinkDigest(db: DatabaseOrTransaction, digest: string): Promise<ApplicantSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(or(eq(t.linkDigest, digest), eq(t.reminderLinkDigest, digest)));
  return row;
}

/** The application arrived: the subscription is no longer waiting for one. */
export async function markSubmitted(tx: DatabaseOrTransaction, subscriptionId: string, applicationId: string): Promise<void> {
  await tx
    .update(t)
    .set({ state: "submitted", applicationId, claimedUntil: null })
    .where(and(eq(t.subscriptionId, subscriptionId), inArray(t.state, ["unpaid", "open"])));
}

/** Staff rejected the application paid with this subscription: it is to be cancelled and refunded. */
export async function requestRejectionCancellation(tx: DatabaseOrTransaction, details: ApplicantDetails): Promise<void> {
  const due = { state: "cancelling", cancelReason: "rejected", claimedUntil: null };
  await tx
    .insert(t)
    .values({ ...details, ...due })
    .onConflictDoUpdate({ target: t.subscriptionId, set: due, setWhere: inArray(t.state, ["unpaid", "open", "submitted"]) });
}

/** Open rows paid at least `remindAfterMs` ago and not yet due for cancellation, never reminded, locked. */
export async function lockDueReminders(
  tx: DatabaseOrTransaction,
  now: Date,
  windows: { remindAfterMs: number; cancelAfterMs: number },
  limit: number,
): Promise<ApplicantSubscriptionRow[]> {
  return tx
    .select()
    .from(t)
    .where(
      and(
        eq(t.state, "open"),
        isNull(t.reminderSentAt),
        lte(t.paidAt, new Date(now.getTime() - windows.remindAfterMs)),
        sql`${t.paidAt} > ${new Date(now.getTime() - windows.cancelAfterMs)}`,
      ),
    )
    .orderBy(t.paidAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function recordReminder(tx: DatabaseOrTransaction, subscriptionId: string, values: { at: Date; digest: string }) {
  await tx.update(t).set({ reminderSentAt: values.at, reminderLinkDigest: values.digest }).where(eq(t.subscriptionId, subscriptionId));
}

/** Open rows paid `cancelAfterMs` or more before `now` become due for cancellation. */
export async function markAbandoned(db: DatabaseOrTransaction, now: Date, cancelAfterMs: number): Promise<number> {
  const rows = await db
    .update(t)
    .set({ state: "cancelling", cancelReason: "abandoned" })
    .where(and(eq(t.state, "open"), lte(t.paidAt, new Date(now.getTime() - cancelAfterMs))))
    .returning({ id: t.subscriptionId });
  return rows.length;
}

/** Claims rows in `state` that nobody holds (and, for unpaid ones, made before `madeBefore`) until `until`. */
export async function claim(
  db: DatabaseOrTransaction,
  options: { state: "unpaid" | "cancelling"; now: Date; until: Date; madeBefore?: Date; limit: number; subscriptionId?: string },
): Promise<ApplicantSubscriptionRow[]> {
  const free = sql`(${t.claimedUntil} is null or ${t.claimedUntil} <= ${options.now})`;
  const made = options.madeBefore ? sql`and ${t.createdAt} <= ${options.madeBefore}` : sql``;
  const one = options.subscriptionId ? sql`and ${t.subscriptionId} = ${options.subscriptionId}` : sql``;
  return db
    .update(t)
    .set({ claimedUntil: options.until })
    .where(
      sql`${t.subscriptionId} in (
        select ${t.subscriptionId} from ${t}
        where ${t.state} = ${options.state} and ${free} ${made} ${one}
        order by ${t.createdAt}
        limit ${options.limit}
        for update skip locked
      ) and ${t.state} = ${options.state} and ${free}`,
    )
    .returning();
}

/** Lets go of a claimed row without finishing (the provider could not be reached): the next pass tries again. */
export async function release(db: DatabaseOrTransaction, subscriptionId: string): Promise<void> {
  await db.update(t).set({ claimedUntil: null }).where(eq(t.subscriptionId, subscriptionId));
}

export async function deleteUnpaid(db: DatabaseOrTransaction, subscriptionId: string): Promise<void> {
  await db.delete(t).where(and(eq(t.subscriptionId, subscriptionId), eq(t.state, "unpaid")));
}

export async function recordCancellationStep(
  db: DatabaseOrTransaction,
  subscriptionId: string,
  values: Pick<NewApplicantSubscription, "subscriptionCancelledAt" | "refundedAt" | "refundId" | "refundedCents">,
): Promise<void> {
  await db.update(t).set(values).where(eq(t.subscriptionId, subscriptionId));
}

/** cancelling → cancelled, once: the row when this call closed it. */
export async function closeCancellation(
  tx: DatabaseOrTransaction,
  subscriptionId: string,
  at: Date,
): Promise<ApplicantSubscriptionRow | undefined> {
  const [row] = await tx
    .update(t)
    .set({ state: "cancelled", closedAt: at, claimedUntil: null })
    .where(and(eq(t.subscriptionId, subscriptionId), eq(t.state, "cancelling")))
    .returning();
  return row;
}

/** Paid subscriptions that never got an application (open, or cancelled for that), newest first. */
export async function listIncomplete(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const where = and(
    isNotNull(t.paidAt),
    inArray(t.state, ["open", "cancelling", "cancelled"]),
    or(isNull(t.cancelReason), eq(t.cancelReason, "abandoned")),
  );
  const rows = await db.select().from(t).where(where).orderBy(desc(t.paidAt), desc(t.subscriptionId)).limit(page.limit).offset(page.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(t)
    .where(where);
  return { rows, total };
}
