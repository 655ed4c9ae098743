// What a single-sign-on identity may open (docs/decisions/101): only an account whose address its
// provider vouched for (`email_verified` true). Such an identity creates an account, links to
// an existing one (better-auth's own rule: both addresses verified) and signs in; an identity its
// provider does not vouch for does none of these. Each session opened through a provider records
// the identity that opened it, so removing the identity (address-proof.ts) ends its sessions.
//
// better-auth runs the callback; what its hooks need to know of the provider's answer (who, which
// address, vouched or not) is kept for the length of one callback request.
import { AsyncLocalStorage } from "node:async_hooks";
import { APIError } from "better-auth/api";
import { PROVIDER_SIGN_IN_ERRORS } from "#common/auth";
import type { DatabaseOrTransaction } from "../../db/client";
import { proveAddress, type AddressProofDeps } from "./address-proof";
import * as repository from "./repository";

interface ProviderAnswer {
  sub?: string;
  email?: string;
  vouched: boolean;
}

const callbacks = new AsyncLocalStorage<ProviderAnswer>();

/** Runs the provider's callback with room for what its answer says. */
export function duringProviderCallback<T>(handle: () => Promise<T>): Promise<T> {
  return callbacks.run({ vouched: false }, handle);
}

const refusal = (code: string, message: string) => new APIError("FORBIDDEN", { code, message });
const sameAddress = (a: string | null | undefined, b: string) => typeof a === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A provider's profile as our account: first and last name from its claims (or split from its full
 * name), no picture; whether the address is verified is the provider's `email_verified` claim: true,
 * or the text "true" that some providers send; anything else, or no claim, is not a vouch. Kept for
 * the hooks below.
 */
export function userFromProviderProfile(profile: Record<string, unknown>) {
  const answer = callbacks.getStore();
  const vouched = profile.email_verified === true || profile.email_verified === "true";
  if (answer) {
    answer.sub = profile.sub === undefined ? undefined : String(profile.sub);
    answer.email = typeof profile.email === "string" ? profile.email : undefined;
    answer.vouched = vouched;
  }
  const given = typeof profile.given_name === "string" ? profile.given_name : "";
  const family = typeof profile.family_name === "string" ? profile.family_name : "";
  const full = typeof profile.name === "string" ? profile.name.trim() : "";
  const [first = "", ...rest] = full.split(/\s+/);
  const firstName = given || first;
  const lastName = family || rest.join(" ");
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim() || full,
    emailVerified: vouched,
    // A provider's picture lives on another host; pages load nothing from other hosts.
    image: undefined,
  };
}

/** Before an account is created: from a provider's callback, only for an address the provider vouched for. */
export function refuseUnvouchedAccount(): void {
  const answer = callbacks.getStore();
  if (answer && !answer.vouched) throw refusal(PROVIDER_SIGN_IN_ERRORS.unvouched, "The provider did not confirm this e-mail address");
}

/**
 * Before a session starts: outside a provider's callback, nothing. Inside one, the identity's vouch
 * is recorded (and counts as a proof of the address), the identity must have vouched for the
 * account's address (now or before), and the session is marked with the identity that opened it.
 */
export async function openProviderSession(
  deps: AddressProofDeps & { db: DatabaseOrTransaction; providerId: string },
  userId: string,
): Promise<string | undefined> {
  const answer = callbacks.getStore();
  if (!answer) return undefined;
  const { db, providerId } = deps;
  const [link, user] = await Promise.all([
    answer.sub ? repository.findProviderLink(db, { providerId, accountId: answer.sub, userId }) : undefined,
    repository.findUserById(db, userId),
  ]);
  if (!link || !user) throw refusal(PROVIDER_SIGN_IN_ERRORS.notLinked, "This identity is not linked to the account");
  let vouchedEmail = link.vouchedEmail;
  if (answer.vouched && sameAddress(answer.email, user.email)) {
    await repository.recordVouchedEmail(db, link.id, user.email);
    vouchedEmail = user.email;
    await proveAddress(deps, db, user);
  }
  if (!sameAddress(vouchedEmail, user.email))
    throw refusal(PROVIDER_SIGN_IN_ERRORS.unvouched, "The provider did not confirm this e-mail address");
  return link.id;
}
