import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A temporary folder that the `postgres` user can enter: when tests run as root, the embedded
 * PostgreSQL runs as `postgres`, and mkdtemp makes 0700 folders.
 */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}
