// What the parts of the accounts module share (service.ts builds it once): the server's
// dependencies, the better-auth instance (built once the app secret is known), our limits and the
// session lookup.
import type { Database } from "../../db/client";
import type { AccountRecords, ModuleDeps } from "../../context";
import type { KindredAuth } from "./better-auth";
import type { AuthModule } from "./module";
import type { Sessions } from "./sessions";
import type { SignInLimits } from "./sign-in-limits";

/** The e-mail verification part of the module (email-verification.ts builds it). */
export type EmailVerificationOperations = Pick<
  AuthModule,
  "sendVerificationEmail" | "verifyEmail" | "verifyEmailCode" | "resendVerificationEmail"
>;

export interface AuthContext extends ModuleDeps {
  db: Database;
  /** The better-auth instance, built once the app secret is known; a failed build is tried again at the next call. */
  ready: () => Promise<KindredAuth>;
  limits: SignInLimits;
  sessions: Sessions;
  verification: EmailVerificationOperations;
  /** Bookings, reviews and mail of the person, reached when an account is deleted (built after this module). */
  accountRecords: () => AccountRecords;
}
