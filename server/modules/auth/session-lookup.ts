// The session check of an ordinary signed-in request as one indexed read: the session cookie's
// signature checked here (HMAC-SHA256 with the app secret, as better-auth signs it), then the
// session, its account and the linked coach in one prepared statement on the session token. The
// database stays the only source of truth, so a signed-out or revoked session is refused on its very
// next request in every process. Whatever is not that ordinary case (no such session, an expired
// one, one due for its daily renewal, better-auth's other cookies) is answered `undefined`, and the
// caller asks better-auth itself, which answers it as before (docs/decisions/126-where-signed-in-time-goes.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/client";
import type { KindredAuth } from "./better-auth";
import { findSessionByToken, type SessionRow } from "./repository";

/** No session cookie and none of better-auth's others: signed out, nothing to clear. */
export const NO_SESSION = Symbol("kindred.no-session");

interface CookieSettings {
  secret: string;
  sessionToken: string;
  /** better-auth's other cookies (its session cache, "don't remember me"): their requests go to better-auth. */
  others: string[];
  expiresInMs: number;
  updateAgeMs: number;
}

/** The value of `name` in a Cookie header: undefined when absent, null when it is there more than once. */
export function cookieValue(header: string, name: string): string | null | undefined {
  let found: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return null;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    found = value;
  }
  return found;
}

function decoded(value: string): string | undefined {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return undefined;
  }
}

/** The token of a signed cookie value (`token.base64(HMAC-SHA256(token))`), or undefined when the signature does not hold. */
export function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  if (signature.length !== 44 || !value.endsWith("=")) return undefined;
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return timingSafeEqual(signature, expected) ? token : undefined;
}

export function createSessionLookup(db: Database) {
  let settings: CookieSettings | undefined;
  async function settingsOf(auth: KindredAuth): Promise<CookieSettings> {
    if (settings) return settings;
    const context = await auth.$context;
    settings = {
      secret: context.secret,
      sessionToken: context.authCookies.sessionToken.name,
      others: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
    return settings;
  }

  /**
   * The ordinary case answered from one read: the session row, NO_SESSION, or undefined for
   * better-auth to answer. `refresh`: the caller forwards a renewal (a session due for its daily
   * renewal then goes to better-auth, which renews it and signs a new cookie).
   */
  return async function quickLookup(
    auth: KindredAuth,
    cookieHeader: string | null | undefined,
    options: { refresh: boolean; now: number },
  ): Promise<SessionRow | typeof NO_SESSION | undefined> {
    const { secret, sessionToken, others, expiresInMs, updateAgeMs } = await settingsOf(auth);
    if (!cookieHeader) return NO_SESSION;
    if (others.some((name) => cookieHeader.includes(name))) return undefined;
    const raw = cookieValue(cookieHeader, sessionToken);
    if (raw === undefined) return NO_SESSION;
    if (raw === null) return undefined;
    const value = decoded(raw);
    // A cookie that does not carry our signature is no session (better-auth answers it the same way).
    const token = value === undefined ? undefined : verifiedToken(value, secret);
    if (token === undefined) return NO_SESSION;
    const row = await findSessionByToken(db, token);
    if (!row || row.expiresAt.getTime() <= options.now) return undefined;
    const dueForRenewal = row.expiresAt.getTime() - expiresInMs + updateAgeMs <= options.now;
    if (options.refresh && dueForRenewal) return undefined;
    return row;
  };
}
