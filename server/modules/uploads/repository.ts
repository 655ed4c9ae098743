// The only SQL of uploaded images.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { coachApplications, coaches, uploadedImages, users } from "../../db/schema";

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

export async function insertPendingImage(
  db: DatabaseOrTransaction,
  values: { id: string; storageKey: string; uploaderAddress: string },
): Promise<UploadedImageRow> {
  const [row] = await db.insert(uploadedImages).values(values).returning();
  return row;
}

export async function findImage(db: DatabaseOrTransaction, id: string): Promise<UploadedImageRow | undefined> {
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
  return row;
}

/** Marks a pending image as stored; false when it was already stored (a second PUT). */
export async function markStored(db: DatabaseOrTransaction, id: string, byteSize: number): Promise<boolean> {
  const rows = await db
    .update(uploadedImages)
    .set({ storedAt: sql`now()`, byteSize, contentType: "image/jpeg" })
    .where(and(eq(uploadedImages.id, id), isNull(uploadedImages.storedAt)))
    .returning({ id: uploadedImages.id });
  return rows.length === 1;
}

/**
 * Images older than the cut-off that nothing points at: no coach, coach application or account
 * uses their path (`/uploads/<id>.jpg`).
 */
export async function listUnreferencedImages(db: DatabaseOrTransaction, olderThan: Date, limit = 500): Promise<UploadedImageRow[]> {
  const pathOf = sql`'/uploads/' || ${uploadedImages.id}::text || '.jpg'`;
  return db
    .select()
    .from(uploadedImages)
    .where(
      and(
        lt(uploadedImages.createdAt, olderThan),
        sql`not exists (select 1 from ${coaches} where ${coaches.profileImageUrl} = ${pathOf})`,
        sql`not exists (select 1 from ${coachApplications} where ${coachApplications.profileImageUrl} = ${pathOf})`,
        sql`not exists (select 1 from ${users} where ${users.profileImageUrl} = ${pathOf})`,
      ),
    )
    .limit(limit);
}

export async function deleteImageRow(db: DatabaseOrTransaction, id: string): Promise<void> {
  await db.delete(uploadedImages).where(eq(uploadedImages.id, id));
}
