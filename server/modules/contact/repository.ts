// The only SQL of contact messages.
import type { DatabaseOrTransaction } from "../../db/client";
import { contactMessages } from "../../db/schema";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: DatabaseOrTransaction,
  values: { name: string; email: string; subject: string; message: string },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}
