// What every part of the server is built with: the process's configuration, database and logger
// (ServerContext), the shared mail and rate limits a module may use (ModuleDeps), and accounts on top
// for the routes (ServerDeps). Types only: services.ts builds them, and modules import them from
// here, never from the composition root, so no module imports the file that imports it.
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
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

/** What API routes and services may use beyond the public services. */
export interface ServerDeps extends ModuleDeps {
  /** Sessions and accounts; routes guard themselves with requireUser/requireAdmin(deps.auth). */
  auth: AuthModule;
}
