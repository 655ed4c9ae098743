// Builds the services object: the one place where domain services are wired to the database,
// configuration and each other. The API routes and the page loaders both use it.
import type { AppServices } from "#common/app-context";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./lib/logger";

export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

export function createServices(context: ServerContext): AppServices {
  const { config } = context;
  return {
    site: { brandName: config.brandName, supportEmail: config.supportEmail },
  };
}
