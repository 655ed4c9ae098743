// The directory page as the API's JSON text, built by PostgreSQL: the same fields and values as
// toPublicCoach() (service.ts), so an uncached GET /api/coaches does no row parsing, mapping or
// serialising in JavaScript (docs/decisions/091). A test compares the two answers' values.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";
import { queryPrepared } from "../../db/prepared";
import { coaches } from "../../db/schema";
import { DIRECTORY_ORDER, directoryPage } from "./repository";

const isoUtc = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One coach as the public API answers it (PublicCoach in common/coaches.ts). */
const publicCoachJson = sql`json_build_object(
  'id', ${coaches.id}, 'firstName', ${coaches.firstName}, 'lastName', ${coaches.lastName}, 'title', ${coaches.title},
  'bio', ${coaches.bio}, 'specializations', ${coaches.specializations}, 'experience', ${coaches.experience},
  'hourlyRate', ${coaches.hourlyRateCents}::text, 'rating', ${coaches.rating}::float8, 'totalReviews', ${coaches.totalReviews},
  'isActive', ${coaches.isActive}, 'availability', ${coaches.availability}, 'sessionTypes', ${coaches.sessionTypes},
  'languages', ${coaches.languages}, 'location', ${coaches.location}, 'certifications', ${coaches.certifications},
  'gender', ${coaches.gender}, 'professionalType', ${coaches.professionalType}, 'insuranceAccepted', ${coaches.insuranceAccepted},
  'profileImageUrl', ${coaches.profileImageUrl}, 'email', ${coaches.email}, 'phoneNumber', ${coaches.phoneNumber},
  'website', ${coaches.website}, 'createdAt', ${isoUtc(coaches.createdAt)}, 'updatedAt', ${isoUtc(coaches.updatedAt)}
)`;

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
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ json: string; count: number }> {
  const ids = directoryPageIdsQuery(db, where, page);
  // A named statement: at 100,000 coaches this text is sent and parsed once per connection.
  const [result] = await queryPrepared<{ json: string; count: number }>(
    db,
    sql`select count(*)::int as count, coalesce(json_agg(${publicCoachJson} order by ${sql.join(DIRECTORY_ORDER, sql`, `)}), '[]')::text as json
        from (${ids}) as page join ${coaches} on ${coaches.id} = page.id`,
  );
  return result;
}

/** Two pages' JSON arrays as one (the ranked directory reads its two ranks apart). */
export function concatJsonArrays(first: string, second: string): string {
  if (first === "[]") return second;
  if (second === "[]") return first;
  return `${first.slice(0, -1)},${second.slice(1)}`;
}
