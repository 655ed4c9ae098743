import { gt, lt, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { profileViewKeys } from "../../db/schema";

export interface ProfileView {
  coachId: string;
  /** UTC calendar day, YYYY-MM-DD. */
  day: string;
  visitorHash: string;
}

/**
 * Views in one statement: each visitor's hash of the day is inserted, and a coach's counter of the
 * day is raised by the number of those inserts that happened (visitors not yet counted today).
 * Concurrent views of one visitor meet on the primary key, so exactly one of them counts. Rows go
 * in coach and day order, so two writers never lock the same counters in opposite orders; a coach
 * deleted meanwhile is skipped instead of failing the others' views.
 */
export async function recordProfileViews(db: DatabaseOrTransaction, views: readonly ProfileView[]): Promise<number> {
  if (views.length === 0) return 0;
  const result = await db.execute<{ counted: number }>(sql`
    with incoming as (
      select v.coach_id, v.day, v.visitor_hash
      from unnest(
        ${sql.param(views.map((v) => v.coachId))}::uuid[],
        ${sql.param(views.map((v) => v.day))}::date[],
        ${sql.param(views.map((v) => v.visitorHash))}::text[]
      ) as v(coach_id, day, visitor_hash)
      where exists (select 1 from coaches c where c.id = v.coach_id)
      order by v.coach_id, v.day, v.visitor_hash
    ),
    first_today as (
      insert into profile_view_visitors (day, coach_id, visitor_hash)
      select day, coach_id, visitor_hash from incoming
      on conflict do nothing
      returning coach_id, day
    ),
    counted as (
      insert into coach_profile_views (coach_id, day, views)
      select coach_id, day, count(*)::int from first_today group by coach_id, day order by coach_id, day
      on conflict (coach_id, day) do update set views = coach_profile_views.views + excluded.views
    )
    select (select count(*)::int from first_today) as counted
  `);
  return result.rows[0]?.counted ?? 0;
}

/** Forgets who viewed what before `day`: those hashes were made with keys that no longer exist. */
export async function deleteVisitorsBefore(db: DatabaseOrTransaction, day: string): Promise<number> {
  const result = await db.execute(sql`delete from profile_view_visitors where day < ${day}::date`);
  return result.rowCount ?? 0;
}

// Names this advisory lock apart from others (the migrations' lock uses the one-number form, a
// separate key space in PostgreSQL).
const VIEW_KEY_LOCK_CLASS = 0x766b; // "vk"

/**
 * The shared key of `day`: the stored one, or `fresh`, stored now, when no process has made it yet;
 * null when the day is over (a later day's key exists), so a key is never made again for a day whose
 * key is gone. The keys of earlier days are deleted in the same transaction: the first process to
 * need a new day's key ends the old one. Processes take turns under a transaction-scoped lock, so
 * exactly one key is made per day and each sees what the one before it did.
 */
export async function createDayKey(db: Database, day: string, fresh: Buffer): Promise<Buffer | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VIEW_KEY_LOCK_CLASS}, 0)`);
    await tx.delete(profileViewKeys).where(lt(profileViewKeys.day, day));
    const [stored] = await tx.select({ key: profileViewKeys.key }).from(profileViewKeys).where(eq(profileViewKeys.day, day));
    if (stored) return stored.key;
    const [later] = await tx.select({ day: profileViewKeys.day }).from(profileViewKeys).where(gt(profileViewKeys.day, day)).limit(1);
    if (later) return null;
    await tx.insert(profileViewKeys).values({ day, key: fresh });
    return fresh;
  });
}

/** Deletes the keys of the days before `day` (they are over); answers how many went. */
export async function deleteDayKeysBefore(db: DatabaseOrTransaction, day: string): Promise<number> {
  const gone = await db.delete(profileViewKeys).where(lt(profileViewKeys.day, day)).returning({ day: profileViewKeys.day });
  return gone.length;
}

export interface DailyFigures {
  date: string;
  profileViews: number;
  requests: number;
  sessions: number;
}

/**
 * Every day from `first` to `last` (UTC dates, both included) with the coach's views, requests
 * created and bookings created that are not cancelled. Requests and bookings are grouped by the UTC
 * day of their creation.
 */
export async function dailyFigures(db: DatabaseOrTransaction, coachId: string, first: string, last: string): Promise<DailyFigures[]> {
  const result = await db.execute<{ date: string; profile_views: number; requests: number; sessions: number }>(sql`
    with span as (
      select generate_series(${first}::date, ${last}::date, interval '1 day')::date as day
    ),
    views as (
      select day, views from coach_profile_views
      where coach_id = ${coachId}::uuid and day between ${first}::date and ${last}::date
    ),
    requests as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as n
      from consultation_requests
      where coach_id = ${coachId}::uuid
        and created_at >= (${first}::date)::timestamp at time zone 'UTC'
        and created_at < (${last}::date + 1)::timestamp at time zone 'UTC'
      group by 1
    ),
    sessions as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as n
      from bookings
      where coach_id = ${coachId}::uuid
        and status <> 'cancelled'
        and created_at >= (${first}::date)::timestamp at time zone 'UTC'
        and created_at < (${last}::date + 1)::timestamp at time zone 'UTC'
      group by 1
    )
    select span.day::text as date,
           coalesce(views.views, 0)::int as profile_views,
           coalesce(requests.n, 0)::int as requests,
           coalesce(sessions.n, 0)::int as sessions
    from span
    left join views on views.day = span.day
    left join requests on requests.day = span.day
    left join sessions on sessions.day = span.day
    order by span.day
  `);
  return result.rows.map((row) => ({ date: row.date, profileViews: row.profile_views, requests: row.requests, sessions: row.sessions }));
}

/** Median hours from request to first contact, over the requests created in the window that were contacted. */
export async function medianHoursToFirstContact(
  db: DatabaseOrTransaction,
  coachId: string,
  first: string,
  last: string,
): Promise<number | null> {
  const result = await db.execute<{ median: number | string | null }>(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from first_contacted_at - created_at)) / 3600.0 as median
    from consultation_requests
    where coach_id = ${coachId}::uuid
      and first_contacted_at is not null
      and created_at >= (${first}::date)::timestamp at time zone 'UTC'
      and created_at < (${last}::date + 1)::timestamp at time zone 'UTC'
  `);
  const median = result.rows[0]?.median;
  return median === null || median === undefined ? null : Number(median);
}
