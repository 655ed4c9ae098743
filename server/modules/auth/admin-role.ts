// ADMIN_EMAILS decides the role (docs/product/accounts.md#roles). better-auth's hooks (better-auth.ts) apply
// it when an account is created and at every sign-in; the session lookup applies it on every request, so a
// change, even a removal, holds from the next request on.
import type { UserRole } from "#common/auth";
import type { Config } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import * as repository from "./repository";

/** The role this account has now; the stored one is corrected when it differs. */
export async function applyAdminRole(
  db: DatabaseOrTransaction,
  config: Pick<Config, "adminEmails">,
  user: { id: string; email: string; emailVerified?: boolean; role?: string },
): Promise<UserRole> {
  const role = repository.roleFor(config, user.email, user.emailVerified === true);
  if (user.role !== role) await repository.setUserRole(db, config, user.id);
  return role;
}
