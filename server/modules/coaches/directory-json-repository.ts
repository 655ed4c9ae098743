// The directory page as the API's JSON text, built by PostgreSQL from each coach's stored public
// JSON (the generated column public_json: the same fields and values as toPublicCoach() in
// service.ts), so an uncached GET /api/coaches does no row parsing, mapping or serialising in
// JavaScript, and the database no per-request object building (docs/decisions/091, 099). A test
// compares the two answers' values.
import { sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { queryPrepared } from "../../db/prepared";
import { coaches } from "../../db/schema";
import { DIRECTORY_ORDER, directoryPage } from "./repository";

/** The ids of a page, in order, unexecuted (the query-plan test checks that the order index alone answers it). */
export function directoryPageIdsQuery(db: DatabaseOrTransaction, where: SQL, page: { limit: number; offset: number }) {
  return directoryPage(db.select({ id: coaches.id }).from(coaches).$dynamic(), where, page);
}

/**
 * A page of the directory as a JSON array's text, with how many coaches it holds. The page's ids
 * come from the order index alone (it carries the filtered columns: migration 0016), and only those
 * rows are read from the table for their JSON.
 */
export async function listDirectoryJson(
  db: DatabaseOrTransaction,
  filter: { where: SQL; key: string },
  page: { limit: number; offset: number },
): Promise<{ json: string; count: number }> {
  // A named statement: at 100,000 coaches this text is sent and parsed once per connection, and
  // rendered once per filter and page.
  const [result] = await queryPrepared<{ json: string; count: number }>(db, {
    key: `directory json ${page.limit} ${page.offset} ${filter.key}`,
    build: () => sql`select count(*)::int as count,
          coalesce('[' || string_agg(${coaches.publicJson}, ',' order by ${sql.join(DIRECTORY_ORDER, sql`, `)}) || ']', '[]') as json
        from (${directoryPageIdsQuery(db, filter.where, page)}) as page join ${coaches} on ${coaches.id} = page.id`,
  });
  return result;
}

/** Two pages' JSON arrays as one (the ranked directory reads its two ranks apart). */
export function concatJsonArrays(first: string, second: string): string {
  if (first === "[]") return second;
  if (second === "[]") return first;
  return `${first.slice(0, -1)},${second.slice(1)}`;
}
