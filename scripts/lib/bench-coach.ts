// The bench coach of `npm run bench`: a signed-in account linked to a generated coach, with 90 days
// of views, requests and sessions (for the insights scenario) and hours with 500 booked sessions
// (for the slots scenario), written straight into the bench server's embedded database. The messages
// scenario (scripts/bench-messages.ts) confirms and links its accounts with the same helpers.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export /** A coach with a signed-in account and 90 days of figures, made once per data folder. */
interface CoachFixture {
  coachId: string;
  /** The session cookie of the coach's account. */
  cookie: string;
}

export const CHROME_BUILD = (build: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;

/** The embedded database of the running server (its credentials and port are in the data folder). */
function benchDatabaseUrl(dataDir: string): string {
  const clusterDir = path.join(dataDir, "postgres");
  const { user, password } = JSON.parse(fs.readFileSync(`${clusterDir}.credentials.json`, "utf8")) as { user: string; password: string };
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/kindred`;
}

/** Runs `work` on a connection to the running bench server's database, closed after. */
export async function withBenchDatabase<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const BENCH_ACCOUNT = { firstName: "Bench", lastName: "Coach", email: "bench.coach@kindred.example", password: "bench coach password" };

/** Signs the bench coach's account in (or up, the first time); answers its session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const account = BENCH_ACCOUNT;
  const post = (route: string, body: object) =>
    fetch(`${baseUrl}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": CHROME_BUILD(0) },
      body: JSON.stringify(body),
    });
  let signedIn = await post("/api/auth/sign-in", { email: account.email, password: account.password });
  if (signedIn.status !== 200) signedIn = await post("/api/auth/sign-up", account);
  if (signedIn.status !== 200 && signedIn.status !== 201)
    throw new Error(`The bench coach could not sign in: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Marks the accounts' addresses confirmed, as opening the e-mailed link would. */
export async function verifyAddresses(client: pg.Client, emails: string[]): Promise<void> {
  await client.query("update users set email_verified = true where email = any($1)", [emails]);
}

/**
 * Links each account to a generated coach, as an accepted invitation would: an account already linked
 * keeps its coach, the others each take the first coach nobody runs. Answers the coaches' ids, in order.
 */
export async function linkCoaches(client: pg.Client, emails: string[]): Promise<string[]> {
  const coachIds: string[] = [];
  for (const email of emails) {
    let coachId = (
      await client.query<{ id: string }>("select c.id from coaches c join users u on u.id = c.user_id where u.email = $1", [email])
    ).rows[0]?.id;
    if (!coachId) {
      coachId = (
        await client.query<{ id: string }>(
          `update coaches set user_id = (select id from users where email = $1)
           where id = (select id from coaches where is_active and user_id is null order by created_at, id limit 1) returning id`,
          [email],
        )
      ).rows[0].id;
    }
    coachIds.push(coachId);
  }
  return coachIds;
}

/** The first time: 120 days of profile views, consultation requests and sessions. */
async function seedHistory(client: pg.Client, coachId: string): Promise<void> {
  const seeded = (await client.query("select 1 from consultation_requests where coach_id = $1 limit 1", [coachId])).rowCount;
  if (!seeded) {
    await client.query(
      `insert into coach_profile_views (coach_id, day, views)
       select $1, (now() at time zone 'UTC')::date - d, 40 + (d * 37) % 90 from generate_series(1, 120) d
       on conflict do nothing`,
      [coachId],
    );
    await client.query(
      `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location,
         reason_for_visit, status, created_at, first_contacted_at)
       select $1, 'Bench', 'Visitor', 'visitor' || d || '-' || n || '@example.com', '5550100000', 'Free 15 mins consultation', 'Austin',
         'Generated for the benchmark.', case when (d + n) % 5 = 0 then 'pending' else 'contacted' end,
         now() - make_interval(days => d, hours => n),
         case when (d + n) % 5 = 0 then null else now() - make_interval(days => d, hours => n) + make_interval(hours => (d * 7 + n) % 40) end
       from generate_series(1, 120) d, generate_series(0, d % 4) n`,
      [coachId],
    );
    await client.query(
      `insert into bookings (coach_id, first_name, last_name, email, session_type, scheduled_date, duration, status, created_at)
       select $1, 'Bench', 'Client', 'client' || d || '@example.com', 'Individual', now() + make_interval(days => 400 + d),
         60, case when d % 7 = 0 then 'cancelled' else 'confirmed' end, now() - make_interval(days => d)
       from generate_series(1, 120) d where d % 2 = 0`,
      [coachId],
    );
  }
}

/** Hours, and 500 sessions over the next 60 days, for the slots scenario (made again as days pass). */
async function seedSlotsScenario(client: pg.Client, coachId: string): Promise<void> {
  await client.query(
    `insert into coach_availability (coach_id, time_zone, weekly, buffer_minutes, minimum_notice_hours, horizon_days, overrides)
     values ($1, 'America/New_York', $2, 15, 12, 60, '[]') on conflict (coach_id) do nothing`,
    [
      coachId,
      JSON.stringify(
        Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [day, [{ start: "07:00", end: "20:00" }]])),
      ),
    ],
  );
  const upcoming = (
    await client.query<{ n: number }>(
      "select count(*)::int as n from bookings where coach_id = $1 and scheduled_date between now() and now() + interval '60 days' and status = 'confirmed'",
      [coachId],
    )
  ).rows[0].n;
  if (upcoming < 500) {
    await client.query(
      "delete from bookings where coach_id = $1 and scheduled_date between now() - interval '1 day' and now() + interval '61 days'",
      [coachId],
    );
    // Eight or nine a day, 80 minutes apart (50 + 15 of buffer fits), from 08:00 New York time.
    await client.query(
      `insert into bookings (coach_id, first_name, last_name, email, session_type, scheduled_date, duration, buffer_minutes, status, amount, payment_status)
       select $1, 'Bench', 'Client', 'slots' || d || '-' || n || '@example.com', '50-minute session',
         ((current_date + d)::timestamp + interval '8 hours' + make_interval(mins => n * 80)) at time zone 'America/New_York',
         50, 15, 'confirmed', 120, 'succeeded'
       from generate_series(1, 60) d, generate_series(0, 8) n
       order by d, n limit 500`,
      [coachId],
    );
    // Written here, not through the services: the server's pass computes the next free time again.
    await client.query("update coach_availability set next_available_due_at = '-infinity' where coach_id = $1", [coachId]);
  }
}

/**
 * Signs in (or up) the bench coach's account, links it to a coach and, the first time, gives that
 * coach 90 days of views, consultation requests and sessions, so the insights query reads real rows.
 */
export async function prepareCoach(baseUrl: string, dataDir: string): Promise<CoachFixture> {
  const cookie = await signIn(baseUrl);
  return withBenchDatabase(dataDir, async (client) => {
    await verifyAddresses(client, [BENCH_ACCOUNT.email]);
    const [coachId] = await linkCoaches(client, [BENCH_ACCOUNT.email]);
    await seedHistory(client, coachId);
    await seedSlotsScenario(client, coachId);
    return { coachId, cookie };
  });
}
