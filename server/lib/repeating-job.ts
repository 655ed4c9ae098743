// A pass of background work repeated every interval in this process (one pass at a time), for work
// that is safe to run from several processes because each pass claims its rows in the database.
import type { Logger } from "./logger";

export interface RepeatingJob {
  /** One pass; returns how many sessions were reminded. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (and once soon after start) until stopped, one pass at a time in this
 * process; a pass that must happen once across processes claims its rows in the database.
 */
export function startRepeatingJob(options: {
  run(): Promise<number>;
  logger: Logger;
  intervalMs?: number;
  done: string;
  failed: string;
}): RepeatingJob {
  const intervalMs = options.intervalMs ?? 60_000;
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= options
      .run()
      .then((count) => {
        if (count > 0) options.logger.info({ count }, options.done);
        return count;
      })
      .catch((error: unknown) => {
        options.logger.warn({ err: error }, options.failed);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void runOnce(), 1_000);
  first.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
