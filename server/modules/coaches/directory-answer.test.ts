// Anonymous GET /api/coaches is answered before Express (directory-answer.ts): the same answer as
// the Express route, header for header, over real HTTP against one database; a 304 for a repeat;
// everything it does not take (a refused query, a session cookie) answered by Express as before.
// Which of the two answered shows in the ETag: Express's are weak (W/"…"), the early answer's strong.
import { beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../../../tests/support/test-app";
import { insertCoachWithReviews } from "../../../tests/support/factories";
import { availabilitySchema } from "#common/scheduling/availability";

const early = await startTestApp();
const expressOnly = await startTestApp({}, { database: early.database, expressOnly: true });
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
/** Headers that belong to one response: its id, its date, its CSP nonce and the ETag's form. */
const PER_RESPONSE = new Set(["x-request-id", "date", "etag", "content-length", "keep-alive", "connection"]);

beforeAll(async () => {
  const db = early.database.db;
  await insertCoachWithReviews(db, [5, 4], {
    firstName: "Rosa",
    title: "Couples Therapist",
    bio: "Rebuilding trust after betrayal.",
    specializations: ["Couples Therapy", "Coping with Infidelity & Rebuilding Trust"],
    languages: ["English", "Spanish"],
    location: "Austin, TX",
  });
  const theo = await insertCoachWithReviews(db, [3], {
    firstName: "Theo",
    title: "Dating Coach",
    bio: "Dating with intention.",
    location: "Denver, CO",
  });
  // With hours, so one coach has a next free time (and the orders by it have both kinds).
  await early.services.availability.put(
    theo.id,
    availabilitySchema.parse({ timeZone: "America/Denver", weekly: { mon: [{ start: "09:00", end: "17:00" }] } }),
  );
  await insertCoachWithReviews(db, [], { firstName: "Uma", title: "Life Coach", bio: "A long bio. ".repeat(200) });
});

const withoutNonce = (csp: string | null) => csp?.replace(/'nonce-[^']+'/, "'nonce-…'");

function comparable(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name)));
  return { ...headers, "content-security-policy": withoutNonce(response.headers.get("content-security-policy")) };
}

describe("GET /api/coaches before Express", () => {
  it.each([
    "",
    "?search=trust",
    "?language=spanish&location=Texas",
    "?limit=1&offset=1",
    "?category=Couples%20Therapy",
    "?sort=price_desc",
    "?sort=next_available&limit=2&offset=1",
  ])("answers %s as Express does: the same body, total, encoding and headers", async (query) => {
    const [mine, theirs] = await Promise.all([
      early.request(`/api/coaches${query}`, { headers: BROWSER }),
      expressOnly.request(`/api/coaches${query}`, { headers: BROWSER }),
    ]);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(theirs.headers.get("etag")).toMatch(/^W\//);
    expect(comparable(mine)).toEqual(comparable(theirs));
    expect(await mine.json()).toEqual(await theirs.json());
    expect(mine.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
  });

  it("gives each answer its own request id and CSP nonce, keeps a caller's plain request id, and logs one line without the query", async () => {
    const first = await early.request("/api/coaches?search=secret-words", { headers: { "X-Request-Id": "trace-42" } });
    const second = await early.request("/api/coaches?search=secret-words");
    expect(first.headers.get("x-request-id")).toBe("trace-42");
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("content-security-policy")).not.toBe(second.headers.get("content-security-policy"));
    const lines = early.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.requestId === "trace-42");
    expect(lines).toEqual([expect.objectContaining({ msg: "request", method: "GET", path: "/api/coaches", status: 200 })]);
    expect(early.logs.join("\n")).not.toContain("secret-words");
  });

  it("answers 304 with no body when If-None-Match names the answer, in any encoding", async () => {
    const first = await early.request("/api/coaches?search=trust");
    const etag = first.headers.get("etag")!;
    for (const encoding of ["identity", "gzip", "br"]) {
      const again = await early.request("/api/coaches?search=trust", {
        headers: { "If-None-Match": `W/${etag}`, "Accept-Encoding": encoding },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
    const changed = await early.request("/api/coaches?search=dating", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
  });

  it("leaves refused queries, HEAD and signed-in callers to Express, with Express's answers", async () => {
    for (const query of ["?experience=abc", "?sort=cheapest"]) {
      const refused = await early.request(`/api/coaches${query}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual(await (await expressOnly.request(`/api/coaches${query}`)).json());
    }
    const repeated = await early.request("/api/coaches?search=a&search=b");
    expect(repeated.status).toBe((await expressOnly.request("/api/coaches?search=a&search=b")).status);
    const head = await early.request("/api/coaches", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toMatch(/^W\//);
    const signedIn = await early.request("/api/coaches", { headers: { Cookie: "kindred.session_token=not-a-real-one" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toMatch(/^W\//);
  });
});
