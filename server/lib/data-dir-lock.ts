// One Kindred process per data folder. A second process on the same DATA_DIR would start a second
// postmaster on the same files; instead it stops with a message that names the lock.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "./process-alive";

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Kindred process (pid ${holderPid}) is using the data folder ${path.dirname(lockFile)}: ` +
        `it holds the lock ${lockFile}. Stop that process first, or set DATA_DIR to another folder.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const file = path.join(dataDir, "kindred.lock");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, "wx", 0o644);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            const holder = JSON.parse(fs.readFileSync(file, "utf8")) as { pid?: number };
            if (holder.pid === process.pid) fs.rmSync(file, { force: true });
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holderPid = 0;
      try {
        holderPid = Number((JSON.parse(fs.readFileSync(file, "utf8")) as { pid?: number }).pid ?? 0);
      } catch {
        // A lock being written right now, or a damaged one: look again below.
      }
      if (holderPid > 0 && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DataDirLockedError(file, holderPid);
      }
      if (holderPid === 0 && attempt === 0) {
        // Possibly mid-write by another process; give it a moment before judging it stale.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
      // The holder is gone (crash or kill -9): the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Kindred process is running.`);
}
