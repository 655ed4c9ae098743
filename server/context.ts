// What every part of the server is built with: the process's configuration, database and logger
// (ServerContext), the shared mail and rate limits a module may use (ModuleDeps), and accounts on top
// for the routes (ServerDeps). Types only: services.ts builds them, and modules import them from
// here, never from the composition root, so no module imports the file that imports it.
import type { Config } from "./config";
import type { DatabaseHandle, DatabaseOrTransaction } from "./db/client";
import type { Logger } from "./lib/logger";
import type { AuthModule } from "./modules/auth/module";
import type { MailService } from "./modules/mail/service";
import type { RateLimiter } from "./modules/rate-limits/service";

export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

/** What a module's service may use besides its own data: mail and the rate limits. */
export interface ModuleDeps extends ServerContext {
  mail: MailService;
  rateLimiter: RateLimiter;
}

/** What other modules keep of a person, as the accounts module needs it when an account is deleted. */
export interface AccountRecords {
  /** How many of the account's sessions are still to come. */
  countUpcoming(user: AccountHolder): Promise<number>;
  /** Inside the deletion's transaction: bookings and reviews lose the person's details, mail to a proved address goes. */
  forget(tx: DatabaseOrTransaction, user: AccountHolder): Promise<void>;
}

/** An account as other modules know it: its id, its address, and whether the address is proved. */
export interface AccountHolder {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** What API routes and services may use beyond the public services. */
export interface ServerDeps extends ModuleDeps {
  /** Sessions and accounts; routes guard themselves with requireUser/requireCoach(deps.auth); /api/admin/* is guarded once, by protectedAreas. */
  auth: AuthModule;
}
