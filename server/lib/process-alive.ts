import fs from "node:fs";

/** True when `pid` is a running process. A zombie (exited, not yet reaped) counts as gone. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    // /proc/<pid>/stat: "pid (command) state ..."; the command may contain spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // No /proc (macOS): trust the signal check.
  }
}
