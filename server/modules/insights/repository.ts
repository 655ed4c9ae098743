import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client";

/**
 * One view in one statement: the visitor's hash of the day is inserted, and the day's counter is
 * raised only when that insert happened (the visitor had not been counted yet today). Concurrent
 * views of one visitor meet on the primary key, so exactly one of them counts.
 */
export async function recordProfileView(
  db: DatabaseOrTransaction,
  view: { coachId: string; day: string; visitorHash: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    with first_today as (
      insert into profile_view_visitors (day, coach_id, visitor_hash)
      values (${view.day}::date, ${view.coachId}::uuid, ${view.visitorHash})
      on conflict do nothing
      returning coach_id, day
    )
    insert into coach_profile_views (coach_id, day, views)
    select coach_id, day, 1 from first_today
    on conflict (coach_id, day) do update set views = coach_profile_views.views + 1
  `);
  return (result.rowCount ?? 0) > 0;
}

/** Forgets who viewed what before `day`: those hashes were made with keys that no longer exist. */
export async function deleteVisitorsBefore(db: DatabaseOrTransaction, day: string): Promise<number> {
  const result = await db.execute(sql`delete from profile_view_visitors where day < ${day}::date`);
  return result.rowCount ?? 0;
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
export async function medianHoursToFirstContact(db: DatabaseOrTransaction, coachId: string, first: string, last: string): Promise<number | null> {
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
