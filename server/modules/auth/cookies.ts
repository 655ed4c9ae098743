// The session cookie on its way to the browser: better-auth's Set-Cookie lines forwarded as they
// are (Secure added per request), and the line that removes the cookie.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { KindredAuth } from "./better-auth";

/**
 * Forwards better-auth's Set-Cookie lines. A request that arrived over https (directly, or through
 * a trusted proxy) gets Secure cookies even when PUBLIC_URL is not set.
 */
export function appendSetCookies(req: ExpressRequest, res: ExpressResponse, setCookies: string[]): void {
  for (const line of setCookies) {
    res.append("Set-Cookie", req.secure && !/;\s*secure\b/i.test(line) ? `${line}; Secure` : line);
  }
}

/** Set-Cookie lines that remove the session cookie (same name, path and Secure as better-auth's). */
export async function clearedSessionCookie(auth: KindredAuth): Promise<string[]> {
  const context = await auth.$context;
  const { name, attributes } = context.authCookies.sessionToken;
  const parts = [`${name}=`, "Max-Age=0", `Path=${attributes.path ?? "/"}`, "HttpOnly", "SameSite=Lax"];
  if (attributes.secure) parts.push("Secure");
  return [parts.join("; ")];
}
