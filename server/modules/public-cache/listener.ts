// Every process hears about changes to public content from PostgreSQL: statement triggers on the
// coaches, reviews and blog_posts tables send NOTIFY on the channel below when their transaction
// commits (migration 0015), whichever process or script made the change. While the listening
// connection is down a change could be missed, so the cache is marked unusable until it is back.
import { listenToDatabase, type DatabaseListener } from "../../lib/database-listener";
import type { Logger } from "../../lib/logger";
import type { PublicCacheStore } from "./store";

export const PUBLIC_CONTENT_CHANNEL = "kindred_public_content";

export function listenForPublicChanges(databaseUrl: string, store: PublicCacheStore, logger: Logger): DatabaseListener {
  store.usable = false;
  return listenToDatabase({
    databaseUrl,
    channels: [PUBLIC_CONTENT_CHANNEL],
    name: "kindred-cache-listener",
    logger,
    onNotification(_channel, table) {
      store.clear();
      logger.debug({ table }, "public content changed: cache cleared");
    },
    onConnected(again) {
      // Anything stored before LISTEN was in place may predate a change that was not heard.
      store.clear();
      store.usable = true;
      if (again) logger.info("public cache resumed: change listener connected again");
    },
    onLost(reason) {
      store.usable = false;
      store.clear();
      logger.warn({ reason }, "public cache paused: change listener disconnected");
    },
  });
}
