import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeTempDir } from "../../tests/support/temp-dir";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = makeTempDir("lock");
  dirs.push(dir);
  return dir;
}

describe("the data folder lock", () => {
  it("refuses a second holder while the first process lives, naming the lock", async () => {
    const dataDir = tempDataDir();
    // Another live process holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    fs.writeFileSync(path.join(dataDir, "kindred.lock"), JSON.stringify({ pid: holder.pid }));
    try {
      let error: unknown;
      try {
        acquireDataDirLock(dataDir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(path.join(dataDir, "kindred.lock"));
      expect((error as Error).message).toContain(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock whose process is gone, and releases it", () => {
    const dataDir = tempDataDir();
    fs.writeFileSync(path.join(dataDir, "kindred.lock"), JSON.stringify({ pid: 2_147_483_000 }));
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lock.file, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it("creates the data folder when it is missing", () => {
    const dataDir = path.join(tempDataDir(), "nested", "data");
    const lock = acquireDataDirLock(dataDir);
    expect(fs.existsSync(lock.file)).toBe(true);
    lock.release();
  });
});
