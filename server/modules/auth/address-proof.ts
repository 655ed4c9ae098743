// Someone proved they receive mail at an account's address: the confirmation link, a completed
// password reset, an accepted coach invitation, a provider that vouches for the address. Every proof
// comes through here, so what a proof does is decided once (docs/decisions/101): the address is
// marked verified, the provider identities whose provider did not vouch for that address are removed
// with the sessions they opened (an identity someone else set up must not become the way into the
// account its owner just proved), and ADMIN_EMAILS is applied.
import type { Config } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
import * as repository from "./repository";

export interface AddressProofDeps {
  config: Pick<Config, "adminEmails">;
  logger: Logger;
}

/**
 * Records the proof inside the caller's transaction (or its own); the account as it now is, or
 * undefined when the account no longer has the address that was proved.
 */
export async function proveAddress(
  { config, logger }: AddressProofDeps,
  db: DatabaseOrTransaction,
  user: { id: string; email: string },
): Promise<repository.UserRow | undefined> {
  const outcome = await db.transaction(async (tx) => {
    const row = await repository.markEmailVerified(tx, user.id, user.email);
    if (!row) return undefined;
    const removed = await repository.removeUnvouchedProviderLinks(tx, row.id, row.email);
    return { row: (await repository.setUserRole(tx, config, row.id)) ?? row, removed };
  });
  if (!outcome) return undefined;
  if (outcome.removed.links > 0) {
    logger.info(
      { userId: user.id, removedIdentities: outcome.removed.links, endedSessions: outcome.removed.sessions },
      "address proved: provider identities that did not vouch for it removed",
    );
  }
  return outcome.row;
}
