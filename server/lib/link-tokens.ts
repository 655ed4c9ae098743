// The tokens of e-mailed links (address confirmation, coach invitations, an applicant's way back to
// step 3, a visitor's conversation): 32 random bytes in base64url, of which only the SHA-256 digest is
// stored, so a leaked table opens nothing.
import { createHash, randomBytes } from "node:crypto";

/** A new token: 43 characters of base64url. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** What is stored of a token. */
export const digestOf = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Anything else cannot be a token (checked before any lookup). */
export const LINK_TOKEN_PATTERN = /^[\w-]{43}$/;
