// One md5 per table over every row of every table in the public schema, computed in PostgreSQL, so a
// test can prove that a refused request changed nothing. The list of tables is read from the
// database itself: a table added later is covered without anyone remembering to add it here.
//
// Left out, because they legitimately change on a request that is refused:
// - rate_limit_events: every request to a limited endpoint counts, refused or not (each limit must
//   see the requests that were turned away, or an attacker could probe for free);
// - sessions.expires_at and sessions.updated_at: a signed-in request extends its session when it is
//   used (the session library's sliding expiry), even when the route then says 403 or 404.
// Everything else (the session rows themselves, users, roles, bookings, the outbox…) must stay
// byte-for-byte the same.
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

const EXCLUDED_TABLES = new Set(["rate_limit_events"]);
const EXCLUDED_COLUMNS: Record<string, readonly string[]> = { sessions: ["expires_at", "updated_at"] };

export type Fingerprint = Record<string, string>;

export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.rows.map((r) => r.table_name).filter((name) => !EXCLUDED_TABLES.has(name));
  if (names.length === 0) throw new Error("No tables found: the fingerprint would prove nothing.");
  const parts = names.map((name) => {
    const dropped = (EXCLUDED_COLUMNS[name] ?? []).map((column) => ` - '${column}'`).join("");
    const row = `(to_jsonb(t)${dropped})::text`;
    return `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as digest from "${name}" t`;
  });
  const result = await db.execute<{ name: string; digest: string }>(sql.raw(parts.join(" union all ")));
  return Object.fromEntries(result.rows.map((r) => [r.name, r.digest]));
}
