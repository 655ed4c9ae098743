// The HTML check: every page of the route table (app/routes.ts), as a browser receives it from the
// server, passes the HTML rule set (tests/support/html-validation.ts) with no error — signed out (as
// a person and as a search engine, which gets the page whole instead of streamed), as a client, as a
// coach and as staff, with the pages whose addresses carry ids (a coach profile, a blog post, a
// booking's checkout and success, an invitation) filled with real records. A failure names the
// page, the viewer and every error. No browser: the pages are fetched with each viewer's cookies.
import { request, type APIRequestContext } from "playwright-core";
import { matchPath } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeTable from "../../app/routes";
import { baseUrl } from "../support/browser";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";
import { latestOutboxMessage } from "../support/e2e-database";
import { htmlErrors } from "../support/html-validation";
import { insertConsultationRequest } from "./booking-fixtures";
import { ADMIN_ROUTES, CLIENT_ROUTES, COACH_ROUTES, coachesForThisFile, firstDemoCoach, PUBLIC_ROUTES } from "../support/site-pages";

const USER_AGENTS = {
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  searchEngine: "Mozilla/5.0 (compatible; Googlebot/2.1)",
};
const NO_SUCH_BOOKING = "00000000-0000-4000-8000-000000000000";
type Viewer = "a visitor" | "a search engine" | "a client" | "a coach" | "staff";

const coaches = coachesForThisFile();
const viewers = new Map<Viewer, APIRequestContext>();
let pages: string[] = [];

async function newViewer(userAgent: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl(), userAgent, extraHTTPHeaders: { Accept: "text/html" } });
}

/** A booking staff make for the client with the coach (paid unless `amount` is "0"); answers its id. */
async function bookingFor(admin: APIRequestContext, coachId: string, email: string, amount: string, daysAhead: number) {
  const created = await admin.post("/api/admin/bookings", {
    data: {
      coachId,
      firstName: "Sam",
      lastName: "Rivera",
      email,
      sessionType: amount === "0" ? "Free 15 mins consultation" : "50-minute session",
      sessionFormat: "video",
      scheduledDate: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      timeZone: "America/Chicago",
      duration: amount === "0" ? 15 : 50,
      amount,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Staff invite a new coach; answers the invitation page's address from the e-mail. */
async function invitationPath(admin: APIRequestContext): Promise<string> {
  const email = uniqueEmail("invited-coach");
  const coachId = await coaches.add({ firstName: "Ines", lastName: "Invited", email });
  expect((await admin.post(`/api/admin/coaches/${coachId}/invite`)).status()).toBe(202);
  const link = /\/coach-invite\?token=[\w-]+/.exec((await latestOutboxMessage("coach.invitation", email))?.text ?? "")?.[0];
  if (!link) throw new Error(`no invitation e-mailed to ${email}`);
  return link;
}

/** Signs the viewers in and makes the records the pages with ids show; answers every address to check. */
async function arrangePages(): Promise<string[]> {
  for (const viewer of ["a visitor", "a client", "a coach", "staff"] as const) viewers.set(viewer, await newViewer(USER_AGENTS.browser));
  viewers.set("a search engine", await newViewer(USER_AGENTS.searchEngine));
  const [client, coach, admin] = [viewers.get("a client")!, viewers.get("a coach")!, viewers.get("staff")!];
  const clientAccount = await signInContext({ request: client });
  const coachId = await coaches.link(await signInContext({ request: coach }, { firstName: "Casey", lastName: "Coachwell" }));
  await signInContext({ request: admin }, { admin: true });
  const paid = await bookingFor(admin, coachId, clientAccount.email, "120", 3);
  const free = await bookingFor(admin, coachId, clientAccount.email, "0", 4);
  // Written directly: the form is limited per address, and every browser test comes from one.
  await insertConsultationRequest(coachId, uniqueEmail("morgan"));
  // The client writes to the coach: the conversation's page on each side (markup in the text stays text).
  const started = await client.post("/api/conversations", { data: { coachId, body: "Hello! <b>Is Thursday</b> free?\nThanks." } });
  if (started.status() !== 201) throw new Error(`conversation not started: ${started.status()} ${await started.text()}`);
  const conversationId = ((await started.json()) as { id: string }).id;
  return [
    ...PUBLIC_ROUTES,
    `/coaches/${(await firstDemoCoach()).id}`,
    `/coaches/${coachId}`,
    "/coach-apply-step3",
    "/coach-checkout",
    await invitationPath(admin),
    "/coach-invite?token=no-such-invitation",
    "/reset-password?token=a-reset-token",
    "/reset-password",
    "/verify-email?result=verified",
    "/verify-email?result=invalid",
    ...CLIENT_ROUTES,
    `/checkout/${paid}`,
    `/checkout/${NO_SUCH_BOOKING}`,
    `/booking-success?booking_id=${paid}`,
    `/booking-success?booking_id=${free}`,
    `/messages/${conversationId}`,
    ...ADMIN_ROUTES,
    ...COACH_ROUTES,
    `/coach/messages/${conversationId}`,
    // An address the server refuses (a NUL character) gets a page of its own.
    "/blog/a%00b",
  ];
}

interface Checked {
  path: string;
  status: number;
  errors: string[];
}

/** Fetches `path` as the viewer and validates the HTML; a redirect is not followed (its target is checked on its own). */
async function check(viewer: APIRequestContext, path: string): Promise<Checked> {
  const response = await viewer.get(path, { maxRedirects: 0 });
  const status = response.status();
  if (status >= 300 && status < 400) return { path, status, errors: [] };
  const type = response.headers()["content-type"] ?? "";
  if (!type.startsWith("text/html")) return { path, status, errors: [`answered ${type || "no content type"}, not HTML`] };
  return { path, status, errors: await htmlErrors(await response.text()) };
}

beforeAll(async () => {
  pages = await arrangePages();
});

afterAll(async () => {
  await Promise.all([...viewers.values()].map((viewer) => viewer.dispose()));
});

describe("the HTML of every page", () => {
  it("checks a page of every route of the route table", () => {
    const patterns: string[] = [];
    const walk = (entries: typeof routeTable, prefix: string) => {
      for (const entry of entries) {
        const pattern = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`;
        patterns.push(pattern);
        if (entry.children) walk(entry.children, pattern === "/" ? "" : pattern);
      }
    };
    walk(routeTable, "");
    const pathnames = pages.map((page) => new URL(page, "http://kindred.test").pathname);
    const unchecked = patterns.filter((pattern) => !pathnames.some((pathname) => matchPath(pattern, pathname)));
    expect(unchecked).toEqual([]);
  });

  it.each<Viewer>(["a visitor", "a search engine", "a client", "a coach", "staff"])("has no error for %s", async (who) => {
    const viewer = viewers.get(who)!;
    const checked: Checked[] = [];
    for (const path of pages) checked.push(await check(viewer, path));
    expect(checked.filter(({ status, errors }) => status >= 500 || errors.length > 0).map((c) => ({ who, ...c }))).toEqual([]);
    // Signed in for real: the pages of the viewer's own role answer HTML, not a redirect to sign in.
    const own = {
      "a visitor": PUBLIC_ROUTES,
      "a search engine": PUBLIC_ROUTES,
      "a client": CLIENT_ROUTES,
      "a coach": COACH_ROUTES,
      staff: ADMIN_ROUTES,
    }[who];
    const redirected = checked.filter(({ path, status }) => own.includes(path) && status >= 300 && status < 400);
    expect(redirected.map(({ path }) => path)).toEqual([]);
  });
});

describe("the HTML rule set", () => {
  it("finds nested interactive content, a duplicate id and a misplaced element", async () => {
    const errors = await htmlErrors(
      `<!doctype html><html lang="en"><head><title>Bad</title></head><body>
        <a href="/"><span role="button">Go Home</span></a>
        <a href="/coaches"><button type="button">Back</button></a>
        <p id="twice">One</p><p id="twice">Two</p>
        <ul><div>Not a list item</div></ul>
      </body></html>`,
    );
    expect(errors.map((error) => error.slice(0, error.indexOf(" (line")))).toEqual([
      "[kindred/no-interactive-descendant] An element with the attribute role=button must not appear as a descendant of the a element.",
      "[element-permitted-content] <button> element is not permitted as a descendant of <a>",
      '[no-dup-id] Duplicate ID "twice"',
      "[element-permitted-content] <div> element is not permitted as content under <ul>",
    ]);
  });
});
