// Answers made for a signed-in person (their pages, the pages' data requests, the API) hold their
// name, bookings, payments: no browser history cache, back/forward cache or shared proxy may keep
// them. Public pages for visitors without a session keep whatever caching their handler chose.
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";

export const PRIVATE_NO_STORE = "private, no-store";

/** Answers about a person (or that set their cookie) are never kept by a browser or a shared cache. */
export const noStore = (res: Response) => res.set("Cache-Control", PRIVATE_NO_STORE);

/** better-auth's session cookie ("kindred.session_token", "__Secure-" prefixed over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?kindred\.session_token=[^;\s]/;

/** True when the request carries a session cookie (signed in, or a session that is about to be checked). */
export function carriesSession(headers: IncomingHttpHeaders): boolean {
  const cookie = headers.cookie;
  return typeof cookie === "string" && SESSION_COOKIE.test(cookie);
}

/** True when the answer starts a session (sign-in, account creation, a renewed cookie). */
function setsSession(res: ServerResponse): boolean {
  const lines = res.getHeader("set-cookie");
  const list = Array.isArray(lines) ? lines : typeof lines === "string" ? [lines] : [];
  return list.some((line) => /^(?:__Secure-)?kindred\.session_token=[^;\s]/.test(line));
}

function dropCacheControl(headers: OutgoingHttpHeaders | readonly unknown[] | undefined): void {
  if (!headers || Array.isArray(headers)) return;
  for (const name of Object.keys(headers)) if (name.toLowerCase() === "cache-control") delete (headers as OutgoingHttpHeaders)[name];
}

/**
 * Sets `Cache-Control: private, no-store` on every answer to a request with a session, whatever the
 * handler set (a page's loader may say "public"), at the moment the headers are written.
 */
export function keepSessionAnswersPrivate(): RequestHandler {
  return (req, res, next) => {
    const hasSession = carriesSession(req.headers);
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      if (hasSession || setsSession(this)) {
        this.setHeader("Cache-Control", PRIVATE_NO_STORE);
        // writeHead(status, headers) / writeHead(status, message, headers): those win over setHeader.
        dropCacheControl(args[1] as OutgoingHttpHeaders | undefined);
        dropCacheControl(args[2] as OutgoingHttpHeaders | undefined);
      }
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
