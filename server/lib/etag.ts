// Entity tags for answers sent outside Express (the public cache): one strong tag of
// the uncompressed body, so every encoding of it shares the tag (answers also say Vary:
// Accept-Encoding), and the If-None-Match test that turns a repeat into a 304.
import { createHash } from "node:crypto";

export function strongEtag(body: Buffer | string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** True when the request's If-None-Match names `etag` (weakly compared) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
