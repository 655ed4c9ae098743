// What the parts of the accounts module share (service.ts builds it once): the server's
// dependencies, the better-auth instance (ready once the app secret is known), our limits and the
// session lookup.
import type { Database } from "../../db/client";
import type { ServerDeps } from "../../services";
import type { KindredAuth } from "./better-auth";
import type { EmailVerificationOperations } from "./email-verification";
import type { Sessions } from "./sessions";
import type { SignInLimits } from "./sign-in-limits";

export interface AuthContext extends Omit<ServerDeps, "auth"> {
  db: Database;
  ready: Promise<KindredAuth>;
  limits: SignInLimits;
  sessions: Sessions;
  verification: EmailVerificationOperations;
}
