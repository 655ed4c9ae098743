// Revocation is immediate in every worker process, on the real build: `npm start` with two web
// workers, each request on a new connection so the primary hands them to both workers in turn. A
// session that every worker has just served is refused by every worker on its next request once it
// is signed out, or signed out from another session ('Sign out other sessions'): no worker keeps a
// copy of a session (docs/decisions/126-where-signed-in-time-goes.md).
import { describe, expect, it } from "vitest";
import { CookieJar, uniqueEmail } from "../support/accounts";
import { logLines, startRestartableDatabase, startServerProcess, untilHealth, type ServerProcess } from "../support/server-process";

const PASSWORD = "correct horse battery";
const database = await startRestartableDatabase();
const server = await startServerProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: "2", SEED_DEMO: "false" });
await untilHealth(server, 200);
// Every worker serves (health may come from the first one while the other still starts).
for (const deadline = Date.now() + 90_000; logLines(server, "ready on").length < 1;) {
  if (Date.now() > deadline) throw new Error(`the workers never became ready:\n${server.output()}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

function get(path: string, jar: CookieJar, target: ServerProcess = server): Promise<Response> {
  return fetch(`${target.base}${path}`, { headers: { Connection: "close", cookie: jar.header }, redirect: "manual" });
}

async function signIn(email: string, create = false): Promise<CookieJar> {
  const response = await fetch(`${server.base}/api/auth/${create ? "sign-up" : "sign-in"}`, {
    method: "POST",
    headers: { Connection: "close", "Content-Type": "application/json" },
    body: JSON.stringify(create ? { firstName: "Robin", lastName: "Hart", email, password: PASSWORD } : { email, password: PASSWORD }),
  });
  expect(response.status).toBe(create ? 201 : 200);
  return new CookieJar().take(response);
}

/**
 * Six requests of each kind, each on a new connection: both workers answer some. `page`: the
 * server-rendered 'My Sessions' page was drawn for this account (its address is in the page's data).
 */
async function statusesOf(jar: CookieJar, email: string): Promise<{ user: number[]; bookings: number[]; page: boolean[] }> {
  const result = { user: [] as number[], bookings: [] as number[], page: [] as boolean[] };
  for (let i = 0; i < 6; i += 1) {
    result.user.push((await get("/api/auth/user", jar)).status);
    result.bookings.push((await get("/api/bookings", jar)).status);
    const page = await get("/bookings", jar);
    const html = await page.text();
    result.page.push(page.status === 200 && html.includes("<title>My Sessions") && html.includes(email));
  }
  return result;
}

const SERVED = { user: Array(6).fill(200), bookings: Array(6).fill(200), page: Array(6).fill(true) };
const REFUSED = { user: Array(6).fill(401), bookings: Array(6).fill(401), page: Array(6).fill(false) };

describe("a session ended while two workers serve it", () => {
  it("is refused by every worker on its next request after signing out", async () => {
    const email = uniqueEmail();
    const jar = await signIn(email, true);
    expect(await statusesOf(jar, email)).toEqual(SERVED);

    const logout = await fetch(`${server.base}/api/logout`, {
      method: "POST",
      headers: { Connection: "close", Origin: server.base, cookie: jar.header },
      redirect: "manual",
    });
    expect(logout.status).toBe(303);

    expect(await statusesOf(jar, email)).toEqual(REFUSED);
  });

  it("is refused by every worker on its next request after 'Sign out other sessions'", async () => {
    const email = uniqueEmail();
    const kept = await signIn(email, true);
    const ended = await signIn(email);
    expect(await statusesOf(ended, email)).toEqual(SERVED);

    const revoked = await fetch(`${server.base}/api/auth/sessions/revoke-others`, {
      method: "POST",
      headers: { Connection: "close", Origin: server.base, cookie: kept.header },
    });
    expect(await revoked.json()).toEqual({ revoked: 1 });

    expect(await statusesOf(ended, email)).toEqual(REFUSED);
    expect(await statusesOf(kept, email)).toEqual(SERVED);
  });
});
