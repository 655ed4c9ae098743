// The confirmation code's rules (docs/decisions/111): six random digits; stored only as an HMAC keyed
// with a key derived from the app secret (a plain hash of six digits is undone by trying a million),
// compared in constant time, valid 15 minutes, void after 5 wrong tries. A right code is a proof of
// the address like the link (address-proof.ts), and it voids the links not used yet.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { EMAIL_CODE_LENGTH, EMAIL_CODE_WRONG_ATTEMPTS } from "#common/email-code";
import type { DatabaseOrTransaction } from "../../db/client";
import { type AddressProofDeps, proveAddress } from "./address-proof";
import * as repository from "./repository";

export function newEmailCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, "0");
}

/** The stored form of an account's code: bound to the account, so a digest says nothing of another's. */
export function codeDigest(key: Buffer, userId: string, code: string): string {
  return createHmac("sha256", key).update(`${userId}:${code}`).digest("hex");
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CodeCheck = { result: "verified"; row: repository.UserRow } | { result: "wrong" } | { result: "void" };

/**
 * Checks a typed code inside the caller's transaction, under the account's row lock: a wrong try is
 * counted (the fifth voids the code), a right one proves the address and voids the code and the links.
 * The caller throws after the transaction, so the count of a wrong try is kept.
 */
export async function checkEmailCode(
  deps: AddressProofDeps,
  tx: DatabaseOrTransaction,
  attempt: { user: { id: string; email: string }; code: string; key: Buffer; now: number },
): Promise<CodeCheck> {
  const { user, code, key, now } = attempt;
  if (!(await repository.lockAccount(tx, user.id))) return { result: "void" };
  const found = await repository.findEmailCode(tx, user.id);
  // A code sent to an address the account no longer has proves nothing.
  if (!found || found.expiresAt.getTime() <= now || found.stored.email !== user.email.toLowerCase()) return { result: "void" };
  if (found.stored.wrong >= EMAIL_CODE_WRONG_ATTEMPTS) return { result: "void" };
  if (!sameDigest(codeDigest(key, user.id, code), found.stored.digest)) {
    await repository.recordWrongCode(tx, found.id, found.stored);
    return { result: "wrong" };
  }
  await repository.deleteEmailCode(tx, user.id);
  await repository.deleteEmailLinks(tx, user.id);
  const row = await proveAddress(deps, tx, { id: user.id, email: found.stored.email });
  return row ? { result: "verified", row } : { result: "void" };
}
