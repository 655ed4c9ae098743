// The only SQL of the payments module: the built-in test provider's own tables of payment intents
// and subscriptions (Stripe keeps its own).
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { testPaymentIntents, testSubscriptions } from "../../db/schema";

export type TestIntentRow = typeof testPaymentIntents.$inferSelect;
export type NewTestIntent = typeof testPaymentIntents.$inferInsert;
export type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;
export type NewTestSubscription = typeof testSubscriptions.$inferInsert;

/** The new intent, or undefined when one with the same idempotency key exists already. */
export async function insertTestIntent(db: DatabaseOrTransaction, values: NewTestIntent): Promise<TestIntentRow | undefined> {
  const [created] = await db
    .insert(testPaymentIntents)
    .values(values)
    .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
    .returning();
  return created;
}

export async function findTestIntentByIdempotencyKey(db: DatabaseOrTransaction, idempotencyKey: string): Promise<TestIntentRow> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
  return row;
}

export async function findTestIntent(db: DatabaseOrTransaction, id: string): Promise<TestIntentRow | undefined> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  return row;
}

/** The intent locked for the rest of the transaction. */
export async function lockTestIntent(db: DatabaseOrTransaction, id: string): Promise<TestIntentRow | undefined> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).for("update");
  return row;
}

export async function setTestIntentMetadata(db: DatabaseOrTransaction, id: string, metadata: TestIntentRow["metadata"]): Promise<void> {
  await db.update(testPaymentIntents).set({ metadata }).where(eq(testPaymentIntents.id, id));
}

export async function updateTestIntent(db: DatabaseOrTransaction, id: string, values: Partial<NewTestIntent>): Promise<TestIntentRow> {
  const [updated] = await db.update(testPaymentIntents).set(values).where(eq(testPaymentIntents.id, id)).returning();
  return updated;
}

/** The new subscription, or undefined when one with the same idempotency key exists already. */
export async function insertTestSubscription(
  db: DatabaseOrTransaction,
  values: NewTestSubscription,
): Promise<TestSubscriptionRow | undefined> {
  const [created] = await db
    .insert(testSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: testSubscriptions.idempotencyKey })
    .returning();
  return created;
}

export async function findTestSubscriptionByIdempotencyKey(
  db: DatabaseOrTransaction,
  idempotencyKey: string,
): Promise<TestSubscriptionRow> {
  const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.idempotencyKey, idempotencyKey));
  return row;
}

export async function findTestSubscription(db: DatabaseOrTransaction, id: string): Promise<TestSubscriptionRow | undefined> {
  const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
  return row;
}

/** The subscription locked for the rest of the transaction. */
export async function lockTestSubscription(db: DatabaseOrTransaction, id: string): Promise<TestSubscriptionRow | undefined> {
  const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id)).for("update");
  return row;
}

export async function updateTestSubscription(
  db: DatabaseOrTransaction,
  id: string,
  values: Partial<NewTestSubscription>,
): Promise<TestSubscriptionRow> {
  const [updated] = await db.update(testSubscriptions).set(values).where(eq(testSubscriptions.id, id)).returning();
  return updated;
}
