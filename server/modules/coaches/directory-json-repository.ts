// The directory page as the API's JSON text, built by PostgreSQL from each coach's stored public
// JSON (the generated column public_json: the same fields and values as toPublicCoach() in
// service.ts) and the next free time kept with the coach's hours (docs/decisions/109), so an
// uncached GET /api/coaches does no row parsing, mapping or serialising in JavaScript, and the
// database no per-request object building (docs/decisions/091, 099). A test compares the two
// answers' values.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { queryPrepared } from "../../db/prepared";
import { coachAvailability, coaches } from "../../db/schema";
import { RATING_ORDER, type DirectoryOrder } from "./directory-orders";
import { directoryPage } from "./repository";

/**
 * The ids of a page, in order, unexecuted (the query-plan test checks that an order index alone
 * answers it). Ordered by the next free time, the ids come from the coaches that have one.
 */
export function directoryPageIdsQuery(
  db: DatabaseOrTransaction,
  where: SQL,
  page: { limit: number; offset: number },
  order: DirectoryOrder = RATING_ORDER,
) {
  const ids = db.select({ id: coaches.id }).from(coaches);
  const from = order.byNextAvailable ? ids.innerJoin(coachAvailability, eq(coachAvailability.coachId, coaches.id)) : ids;
  return directoryPage(from.$dynamic(), where, page, order);
}

/**
 * The coach's stored public JSON with the next free time kept with their hours added as its first
 * field (`"nextAvailableAt": "…"` or null): a splice of the stored text, which is never parsed. Its
 * first byte (`{`) is cut as bytes: cutting it as text counts every character of the text (about
 * 0.1 ms a page at 100,000 coaches, against 0.02 ms this way; docs/decisions/109).
 */
const COACH_JSON = sql`'{"nextAvailableAt":' || coalesce(to_json(${coachAvailability.nextAvailableStart})::text, 'null') || ',' ||
  convert_from(substring(convert_to(${coaches.publicJson}, 'UTF8') from 2), 'UTF8')`;

/**
 * A page of the directory as a JSON array's text, with how many coaches it holds. The page's ids
 * come from an order index alone (it carries the filtered columns: migrations 0016 and 0022), and
 * only those rows are read from the table for their JSON.
 */
export async function listDirectoryJson(
  db: Database,
  filter: { where: SQL; key: string; order?: DirectoryOrder },
  page: { limit: number; offset: number },
): Promise<{ json: string; count: number }> {
  const order = filter.order ?? RATING_ORDER;
  // A named statement: at 100,000 coaches this text is sent and parsed once per connection, and
  // rendered once per filter and page.
  const [result] = await queryPrepared<{ json: string; count: number }>(db, {
    key: `directory json ${page.limit} ${page.offset} ${order.name} ${filter.key}`,
    build: () => sql`select count(*)::int as count,
          coalesce('[' || string_agg(${COACH_JSON}, ',' order by ${sql.join(order.by, sql`, `)}) || ']', '[]') as json
        from (${directoryPageIdsQuery(db, filter.where, page, order)}) as page join ${coaches} on ${coaches.id} = page.id
          left join ${coachAvailability} on ${coachAvailability.coachId} = page.id`,
  });
  return result;
}

/** Two pages' JSON arrays as one (the ranked directory reads its two ranks apart). */
export function concatJsonArrays(first: string, second: string): string {
  if (first === "[]") return second;
  if (second === "[]") return first;
  return `${first.slice(0, -1)},${second.slice(1)}`;
}
