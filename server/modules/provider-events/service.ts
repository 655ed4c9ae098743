// The provider events already applied (payment_events): one row per event id, written in the
// transaction that applies the event, whichever module applies it (a booking's payment or refund, a
// coach's subscription, a payout). The one writer of that table, so a replay is refused the same way
// everywhere.
import type { DatabaseOrTransaction } from "../../db/client";
import { paymentEvents } from "../../db/schema";

/**
 * Records a provider event's id: true the first time, false for a replay (apply nothing). The primary
 * key decides between two deliveries of one event at once.
 */
export async function recordProviderEventOnce(db: DatabaseOrTransaction, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
