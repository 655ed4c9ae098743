// How the accounts module talks to better-auth's API: the headers a call is given (only what it
// needs, with the client address we computed) and what is read back (Set-Cookie lines, the status
// and code of an APIError).
import type { Request as ExpressRequest } from "express";
import { isAPIError } from "better-auth/api";
import { clientAddress } from "../rate-limits/guards";
import { CLIENT_ADDRESS_HEADER } from "./better-auth";

/** Headers for better-auth: only what it needs, with the client address we computed. */
export function authHeaders(source: { cookie?: string | null; userAgent?: string | null; address?: string }): Headers {
  const headers = new Headers();
  if (source.cookie) headers.set("cookie", source.cookie);
  if (source.userAgent) headers.set("user-agent", source.userAgent);
  if (source.address) headers.set(CLIENT_ADDRESS_HEADER, source.address);
  return headers;
}

export function headersOf(req: ExpressRequest): Headers {
  return authHeaders({ cookie: req.get("cookie"), userAgent: req.get("user-agent"), address: clientAddress(req) });
}

export function setCookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

export function apiStatus(error: unknown): number | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { statusCode?: number }).statusCode;
}

export function apiCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  return (error as { body?: { code?: string } }).body?.code;
}
