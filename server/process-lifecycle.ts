// What every server process (the single process, a web worker, the primary of the workers) does the
// same way: hold the data-folder lock when it runs the embedded database, and stop. The first
// SIGINT/SIGTERM stops gracefully; a second one stops now.
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "./lib/data-dir-lock";
import type { Logger } from "./lib/logger";

/** The data-folder lock; a folder another Kindred process holds ends this one with its message. */
export function acquireDataDirLockOrExit(dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export interface GracefulStop {
  isShuttingDown(): boolean;
  /** Runs the stop steps once, releases the lock and ends the process (with 1 when a step failed). */
  shutdown(exitCode: number, reason: string): Promise<void>;
}

export function gracefulStop(options: {
  logger: Logger;
  lock: DataDirLock | undefined;
  /** What the last log line says ("stopped", "worker stopped"). */
  stoppedMessage: string;
  /** Stops what runs, in order. */
  stop: () => Promise<void>;
}): GracefulStop {
  const { logger, lock } = options;
  let shuttingDown = false;
  return {
    isShuttingDown: () => shuttingDown,
    async shutdown(exitCode, reason) {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info({ reason }, "shutting down");
      try {
        await options.stop();
      } catch (error) {
        logger.error({ err: error }, "error during shutdown");
        exitCode = exitCode || 1;
      } finally {
        lock?.release();
        logger.info(options.stoppedMessage);
        logger.flush?.();
        process.exit(exitCode);
      }
    },
  };
}

/**
 * SIGINT/SIGTERM start the graceful stop (or join one already started another way: a web worker is
 * asked by its primary's message and may also get the signal its process group got); a second signal
 * calls `stopNow`.
 */
export function stopOnSignals(logger: Logger, control: GracefulStop, stopNow: () => void): void {
  let signalled = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (signalled) {
        logger.warn(`second ${signal}: stopping now`);
        stopNow();
        return;
      }
      signalled = true;
      void control.shutdown(0, signal);
    });
  }
}
