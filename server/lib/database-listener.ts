// One connection of a process that LISTENs to PostgreSQL notifications (a NOTIFY is delivered to
// every listening process when its transaction commits), kept connected: when it is lost (a database
// restart, a dropped connection) it connects again with a growing pause (up to 5 s). Notifications
// sent while it was away are not delivered later, so the owner hears `onLost` and `onConnected` and
// decides what to do about the gap (the public cache empties itself; live conversation streams
// reconnect and catch up). Used by the public cache and by conversations' live streams.
import pg from "pg";
import type { Logger } from "./logger";

export interface DatabaseListenerOptions {
  databaseUrl: string;
  /** Channel names (plain identifiers). */
  channels: readonly string[];
  /** The connection's application_name, as PostgreSQL's activity view shows it. */
  name: string;
  logger: Logger;
  onNotification(channel: string, payload: string | undefined): void;
  /**
   * LISTEN is in place: `again` is false on the first try's success and true after any gap (a lost
   * connection, or first tries that failed: notices sent meanwhile were not heard).
   */
  onConnected?(again: boolean): void;
  /** The connection went away; `onConnected` follows once it is back. */
  onLost?(reason: string): void;
}

export interface DatabaseListener {
  /** Resolves once LISTEN is in place (or the first attempt failed; retries continue). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

export function listenToDatabase(options: DatabaseListenerOptions): DatabaseListener {
  let client: pg.Client | undefined;
  let closed = false;
  let attempts = 0;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const lost = (reason: string) => {
    if (closed) return;
    options.onLost?.(reason);
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    attempts += 1;
    const next = new pg.Client({ connectionString: options.databaseUrl, application_name: options.name });
    client = next;
    next.on("notification", (message) => options.onNotification(message.channel, message.payload));
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    try {
      await next.connect();
      for (const channel of options.channels) await next.query(`LISTEN ${channel}`);
      const again = attempts > 1;
      retryMs = FIRST_RETRY_MS;
      options.onConnected?.(again);
    } catch (error) {
      lost((error as Error).message);
    } finally {
      markReady();
    }
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on("error", () => {});
      await current?.end().catch(() => {});
    },
  };
}
