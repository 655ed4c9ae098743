// Every process hears about changes to public content from PostgreSQL: statement triggers on the
// coaches, reviews and blog_posts tables send NOTIFY on the channel below when their transaction
// commits (migration 0015), whichever process or script made the change. While the listening
// connection is down a change could be missed, so the cache is marked unusable until it is back.
import pg from "pg";
import type { Logger } from "../../lib/logger";
import type { PublicCacheStore } from "./store";

export const PUBLIC_CONTENT_CHANNEL = "kindred_public_content";

export interface ChangeListener {
  /** Resolves once LISTEN is in place (or the first attempt failed; retries continue). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForPublicChanges(databaseUrl: string, store: PublicCacheStore, logger: Logger): ChangeListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const lost = (reason: string) => {
    if (closed) return;
    store.usable = false;
    store.clear();
    logger.warn({ reason }, "public cache paused: change listener disconnected");
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    // A short ceiling: the cache stays paused until the listener is back, so soon after the database.
    retryMs = Math.min(retryMs * 2, 5_000);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "kindred-cache-listener" });
    client = next;
    next.on("notification", (message) => {
      store.clear();
      logger.debug({ table: message.payload }, "public content changed: cache cleared");
    });
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
      // Anything stored before LISTEN was in place may predate a change that was not heard.
      store.clear();
      store.usable = true;
      if (retryMs > 500) logger.info("public cache resumed: change listener connected again");
      retryMs = 500;
    } catch (error) {
      lost((error as Error).message);
    } finally {
      markReady();
    }
  }

  store.usable = false;
  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      store.usable = false;
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}
