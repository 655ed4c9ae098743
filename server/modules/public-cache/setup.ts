// Puts the public answer cache in front of the app (server/index.ts, and the tests that exercise it).
import type { AppServices } from "#common/app-context";
import type { Logger } from "../../lib/logger";
import { createPublicCacheHandler, type NodeHandler } from "./handler";
import { listenForPublicChanges } from "./listener";
import { publicCacheRules } from "./rules";
import { createPublicCacheStore, type PublicCacheStore } from "./store";

export interface PublicCache {
  handler: NodeHandler;
  store: PublicCacheStore;
  close(): Promise<void>;
}

export async function withPublicCache(
  app: NodeHandler,
  options: { databaseUrl: string; services: Pick<AppServices, "profileViews">; trustProxy: boolean; logger: Logger },
): Promise<PublicCache> {
  const store = createPublicCacheStore();
  const listener = listenForPublicChanges(options.databaseUrl, store, options.logger);
  await listener.ready;
  const rules = publicCacheRules({
    countProfileView: (coachId, visitor) => options.services.profileViews.count(coachId, visitor),
    trustProxy: options.trustProxy,
  });
  return {
    handler: createPublicCacheHandler(app, { store, rules, logger: options.logger }),
    store,
    close: () => {
      store.usable = false;
      return listener.close();
    },
  };
}
