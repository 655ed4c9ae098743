// Logging out (docs/product/accounts.md#sign-out): the header's link is a same-origin navigation to GET
// /api/logout, which signs out and goes home. Another site must not be able to do the same with a link or an
// image: such a request only shows a 'Log out?' page whose button posts from our own origin.
import { describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();

const isSignedIn = async (account: TestAccount) =>
  (await app.request("/api/auth/user", { headers: { Cookie: account.jar.header } })).status === 200;

function logout(account: TestAccount, headers: Record<string, string>, method = "GET") {
  return app.request("/api/logout", { method, redirect: "manual", headers: { Cookie: account.jar.header, ...headers } });
}

async function expectConfirmationPage(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.getSetCookie()).toEqual([]);
  const html = await response.text();
  expect(html).toMatch(/<h1>Log out\?<\/h1>/);
  expect(html).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Log out<\/button><\/form>/);
  expect(html).toContain('name="viewport"');
  // The page's Content-Security-Policy allows no inline script, and it has none.
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(html).not.toMatch(/<script/i);
}

describe("GET /api/logout from another site", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["a foreign Referer", { Referer: "https://evil.example/page" }],
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Origin: null", { Origin: "null" }],
  ])("keeps the session and shows the 'Log out?' page (%s)", async (_name, headers) => {
    const account = await createAccount(app);
    await expectConfirmationPage(await logout(account, headers));
    expect(await isSignedIn(account)).toBe(true);
  });

  it("signs out when the page's button posts from our own origin", async () => {
    const account = await createAccount(app);
    await logout(account, { "Sec-Fetch-Site": "cross-site" });
    const posted = await logout(
      account,
      { Origin: app.baseUrl, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
      "POST",
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/");
    expect(await isSignedIn(account)).toBe(false);
  });

  it("does not sign out on a cross-site POST either", async () => {
    const account = await createAccount(app);
    const posted = await logout(account, { Origin: "https://evil.example" }, "POST");
    expect(posted.status).toBe(403);
    expect(await isSignedIn(account)).toBe(true);
  });
});

describe("GET /api/logout from our own pages (the header's Log out)", () => {
  it.each([
    ["Sec-Fetch-Site: same-origin and our Referer", () => ({ "Sec-Fetch-Site": "same-origin", Referer: `${app.baseUrl}/bookings` })],
    ["Sec-Fetch-Site: none (typed or bookmarked)", () => ({ "Sec-Fetch-Site": "none" })],
    ["no fetch metadata at all", () => ({})],
  ])("signs out and goes home (%s)", async (_name, headers) => {
    const account = await createAccount(app);
    const response = await logout(account, headers());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(await isSignedIn(account)).toBe(false);
  });
});
