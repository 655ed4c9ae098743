// The session cookie's flags as a browser receives them: HttpOnly (no script can read it),
// SameSite=Lax (not sent on cross-site posts), Path=/, and Secure whenever the request came over
// https, including through a proxy the operator trusts (TRUST_PROXY) that says so in
// X-Forwarded-Proto; a proxy header from an untrusted client must not change anything.
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/accounts";
import { startTestApp, type TestApp } from "../support/test-app";

const behindProxy = await startTestApp({ TRUST_PROXY: "true" });
const direct = await startTestApp({ TRUST_PROXY: "false" });

interface ParsedCookie {
  name: string;
  attributes: Map<string, string>;
}

function parse(line: string): ParsedCookie {
  const [pair, ...rest] = line.split(";").map((part) => part.trim());
  const attributes = new Map(
    rest.map((attribute) => {
      const index = attribute.indexOf("=");
      return index === -1 ? [attribute.toLowerCase(), ""] : [attribute.slice(0, index).toLowerCase(), attribute.slice(index + 1)];
    }),
  );
  return { name: pair.slice(0, pair.indexOf("=")), attributes };
}

const password = "correct horse battery";

/** The cookies set by a sign-up and by a sign-in of the same account. */
async function sessionCookies(app: TestApp, headers: Record<string, string>): Promise<ParsedCookie[]> {
  const email = uniqueEmail("cookie");
  const signUp = await app.request("/api/auth/sign-up", {
    method: "POST",
    json: { firstName: "Casey", lastName: "Cookie", email, password },
    headers,
  });
  expect(signUp.status).toBe(201);
  const signIn = await app.request("/api/auth/sign-in", { method: "POST", json: { email, password }, headers });
  expect(signIn.status).toBe(200);
  const lines = [...signUp.headers.getSetCookie(), ...signIn.headers.getSetCookie()];
  const cookies = lines.map(parse);
  // The session itself must be among them (its name is the session library's).
  expect(cookies.some((c) => /session/i.test(c.name))).toBe(true);
  return cookies;
}

function expectBaseFlags(cookies: ParsedCookie[]) {
  for (const cookie of cookies) {
    expect(cookie.attributes.has("httponly"), `${cookie.name} HttpOnly`).toBe(true);
    expect(cookie.attributes.get("samesite")?.toLowerCase(), `${cookie.name} SameSite`).toBe("lax");
    expect(cookie.attributes.get("path"), `${cookie.name} Path`).toBe("/");
    expect(cookie.attributes.has("domain"), `${cookie.name} has no Domain (host-only)`).toBe(false);
  }
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and Secure over https through a trusted proxy", async () => {
    const cookies = await sessionCookies(behindProxy, { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.10" });
    expectBaseFlags(cookies);
    for (const cookie of cookies) expect(cookie.attributes.has("secure"), `${cookie.name} Secure`).toBe(true);
  });

  it("is not Secure over plain http (it would never come back), with the same other flags", async () => {
    const cookies = await sessionCookies(behindProxy, { "X-Forwarded-Proto": "http", "X-Forwarded-For": "203.0.113.11" });
    expectBaseFlags(cookies);
    for (const cookie of cookies) expect(cookie.attributes.has("secure"), `${cookie.name} Secure`).toBe(false);
  });

  it("ignores X-Forwarded-Proto from a client when no proxy is trusted", async () => {
    const cookies = await sessionCookies(direct, { "X-Forwarded-Proto": "https" });
    expectBaseFlags(cookies);
    for (const cookie of cookies) expect(cookie.attributes.has("secure"), `${cookie.name} Secure`).toBe(false);
  });

  it("is removed with the same flags at sign-out (a Secure cookie can only be cleared by a Secure line)", async () => {
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.12" };
    const email = uniqueEmail("logout");
    const signUp = await behindProxy.request("/api/auth/sign-up", {
      method: "POST",
      json: { firstName: "Lee", lastName: "Out", email, password },
      headers,
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const logout = await behindProxy.request("/api/logout", { method: "POST", redirect: "manual", headers: { ...headers, cookie } });
    expect(logout.status).toBe(303);
    const cleared = logout.headers
      .getSetCookie()
      .map(parse)
      .filter((c) => /session_token/i.test(c.name));
    expect(cleared.length).toBeGreaterThan(0);
    for (const c of cleared) {
      expect(c.attributes.get("max-age")).toBe("0");
      expect(c.attributes.has("secure")).toBe(true);
      expect(c.attributes.get("path")).toBe("/");
    }
  });
});
