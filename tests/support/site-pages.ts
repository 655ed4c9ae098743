// Every page of the product by who sees it, and a browser page opened as that person: shared by the
// sweeps that visit every page (axe in accessibility.test.ts, the keyboard walk in keyboard.test.ts,
// the HTML check in html-validity.test.ts), so a new page is added once. A linked coach made here (an account whose Coach Workspace runs a new
// coach; linking itself is tested in coach-invitation) is removed after the file's tests: other
// browser tests count the demo coaches.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll } from "vitest";
import type { PublicCoach } from "#common/coaches";
import type { FreeSlot } from "#common/scheduling/slots";
import { baseUrl, openPage, type ViewportName, type WatchedPage } from "./browser";
import { signInContext, type E2eAccount } from "./e2e-accounts";
import { connectE2eDatabase, withE2eDatabase } from "./e2e-database";
import { insertCoach } from "./factories";

export const PUBLIC_ROUTES = [
  "/",
  "/coaches",
  "/coaches?search=trust",
  "/coaches/topics",
  "/coaches/topics/communication-boundaries",
  "/coaches/topics/communication-boundaries/texas",
  "/contact",
  "/about",
  "/coach-apply",
  "/coach-apply-step3?payment_success=true",
  "/privacy",
  "/terms",
  "/blog",
  "/blog/attachment-styles-dating",
  "/blog/no-such-post",
  "/attachment-quiz",
  "/match",
  "/login",
  "/login?mode=signup",
  "/forgot-password",
  "/messages/open?token=no-such-link",
  "/some/unknown/path",
];
export const CLIENT_ROUTES = [
  "/bookings",
  "/sessions/00000000-0000-4000-8000-000000000000",
  "/booking-success?booking_id=00000000-0000-4000-8000-000000000000",
  "/profile",
  "/settings",
  "/messages",
  "/messages/new?coach=00000000-0000-4000-8000-000000000000",
];
export const ADMIN_ROUTES = [
  "/admin",
  "/admin/applications",
  "/admin/blogs",
  "/admin/bookings",
  "/admin/jobs",
  "/admin/reports",
  "/admin/payouts",
  "/admin/audit",
];
export const COACH_ROUTES = [
  "/coach",
  "/coach/sessions",
  "/coach/availability",
  "/coach/profile",
  "/coach/subscription",
  "/coach/insights",
  "/coach/insights?days=90",
  "/coach/earnings",
  "/coach/messages",
];

export type Who = "visitor" | "client" | "admin" | "coach";

/** The first demo coach of the directory: its profile is one of the public pages. */
export async function firstDemoCoach(): Promise<PublicCoach> {
  const [coach] = (await (await fetch(`${baseUrl()}/api/coaches?limit=1`)).json()) as PublicCoach[];
  return coach;
}

/** The first demo coach with a rate and free 50-minute times this week: its profile opens the booking dialog. */
export async function bookableDemoCoach(): Promise<PublicCoach> {
  const coaches = (await (await fetch(`${baseUrl()}/api/coaches?limit=100`)).json()) as PublicCoach[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const coach of coaches.filter((c) => Number(c.hourlyRate) > 0)) {
    const slots = await fetch(`${baseUrl()}/api/coaches/${coach.id}/slots?from=${day(0)}&to=${day(7)}&duration=50`);
    if (((await slots.json()) as unknown[]).length > 0) return coach;
  }
  throw new Error("No demo coach with a rate has free times this week");
}

export interface OpenedAs extends WatchedPage {
  account?: E2eAccount;
  /** The coach the account runs (`who: "coach"` only). */
  coachId?: string;
}

/**
 * Coaches made for one test file, removed (with their bookings) after its tests: other browser tests
 * count the demo coaches. Call at the top of the file. `add` makes a coach (answers its id); `link`
 * makes one named like the signed-in account and links it to the account.
 */
export function coachesForThisFile() {
  const database = connectE2eDatabase();
  const made: string[] = [];
  afterAll(async () => {
    if (made.length === 0) return;
    await withE2eDatabase(async (client) => {
      await client.query("delete from bookings where coach_id = any($1::uuid[])", [made]);
      await client.query("delete from coaches where id = any($1::uuid[])", [made]);
    });
  });
  const add = async (description: Parameters<typeof insertCoach>[1] & { firstName: string; lastName: string }): Promise<string> => {
    const coach = await insertCoach(database.db, description);
    made.push(coach.id);
    return coach.id;
  };
  const link = async (account: E2eAccount): Promise<string> => {
    const coachId = await add({ firstName: account.firstName, lastName: account.lastName, email: account.email });
    await withE2eDatabase((client) =>
      client.query("update coaches set user_id = (select id from users where lower(email) = lower($1)) where id = $2", [
        account.email,
        coachId,
      ]),
    );
    return coachId;
  };
  return { add, link };
}

/**
 * Opens pages as someone. Call at the top of a test file (it registers the clean-up of the coaches
 * it links); the answer opens a watched page signed in as a new client, the admin, or a new account
 * linked to a new coach.
 */
export function pagesOpenedAs(browser: () => Browser) {
  const coaches = coachesForThisFile();
  return async function openAs(viewport: ViewportName, who: Who): Promise<OpenedAs> {
    const watched = await openPage(browser(), viewport);
    if (who === "visitor") return watched;
    const account = await signInContext(watched.context, { admin: who === "admin" });
    if (who !== "coach") return { ...watched, account };
    return { ...watched, account, coachId: await coaches.link(account) };
  };
}

/** Gives the linked coach of `coach` (signed in) hours every day, 09:00–17:00 UTC, an hour's notice ahead. */
export async function setEveryDayHours(coach: OpenedAs): Promise<void> {
  const day = [{ start: "09:00", end: "17:00" }];
  const weekly = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
  const saved = await coach.context.request.put("/api/coach/availability", { data: { timeZone: "UTC", weekly, minimumNoticeHours: 1 } });
  if (saved.status() !== 200) throw new Error(`availability not saved: ${saved.status()} ${await saved.text()}`);
}

/** Books a paid session for the signed-in client of `context` at the coach's first free time; answers its id (a checkout). */
export async function holdPaidSession(context: BrowserContext, coachId: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await context.request.get(`/api/coaches/${coachId}/slots?from=${today}&to=${inTwoWeeks}&duration=50`)
  ).json()) as FreeSlot[];
  if (slots.length === 0) throw new Error("the coach has no free time to book");
  const data = { coachId, start: slots[0].start, sessionType: "50-minute session", sessionFormat: "video", timeZone: "UTC" };
  const created = await context.request.post("/api/bookings", { data });
  if (created.status() !== 201) throw new Error(`booking not created: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}
