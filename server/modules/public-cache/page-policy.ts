// A page rendered once and sent to many visitors cannot carry a per-response nonce: a nonce that
// repeats is one an attacker can learn and reuse. A cached page's Content-Security-Policy therefore
// allows exactly the inline scripts the page holds, by their SHA-256 hashes, and no nonce.
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of every inline script in the page (scripts with a src are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(match[1])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of a cached page: the nonce source replaced by the hashes of the page's inline scripts. */
export function contentSecurityPolicyForCachedPage(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html).join(" ");
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/^script-src(-elem)?\s/i.test(trimmed)) return trimmed;
      const sources = trimmed.split(/\s+/).filter((source) => !/^'nonce-/i.test(source));
      return [...sources, ...(hashes ? [hashes] : [])].join(" ");
    })
    .join(";");
}
