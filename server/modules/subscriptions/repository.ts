import { paymentEvents } from "../../db/schema";
import type { DatabaseOrTransaction } from "../../db/client";

/** True the first time an event id is seen; a replay answers false and changes nothing. */
export async function recordEventOnce(db: DatabaseOrTransaction, id: string, type: string): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
