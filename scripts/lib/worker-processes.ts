// A running server's web workers, read from outside the server: their CPU time from
// /proc/<pid>/stat, resident memory from /proc/<pid>/status, the connections each holds from
// /proc/net/tcp and its file descriptors (and which worker holds a given connection), and V8's heap
// after a full collection from the memory probe the server was started with
// (scripts/lib/memory-probe.mjs). Linux only, like the bench.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Preload this (with --expose-gc) into the server to read its workers' heaps. */
export const MEMORY_PROBE = path.resolve("scripts/lib/memory-probe.mjs");

export interface WorkerSample {
  pid: number;
  /** Resident memory (VmRSS), right after a full collection. */
  rssKb: number;
  /** V8's heap in use after a full collection: the live objects. */
  heapUsedKb: number;
  /**
   * Resident memory outside V8's heap (resident minus the heap V8 has committed): sockets, HTTP
   * parsers, buffers, the allocator's own. Unlike resident memory it does not move when V8 hands
   * emptied heap pages back to the system.
   */
  outsideHeapKb: number;
  /** Established connections to the server's port that this worker holds. */
  connections: number;
}

/** The Node processes `primaryPid` started: the cluster's web workers, not its PostgreSQL. */
export function workerPids(primaryPid: number): number[] {
  const node = fs.realpathSync(process.execPath);
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === primaryPid && fs.readlinkSync(`/proc/${entry}/exe`) === node) pids.push(Number(entry));
    } catch {
      // The process ended while being read: not a worker of ours.
    }
  }
  return pids.sort((a, b) => a - b);
}

/** The unit of /proc's CPU times on Linux (`getconf CLK_TCK`). */
const USER_HZ = 100;

/** User + system CPU of a process so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

/** The socket inodes of the established TCP connections whose local port is `port`: the server's ends. */
function serverEnds(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      // sl local_address rem_address st … inode: addresses are HEX_IP:HEX_PORT, state 01 is ESTABLISHED.
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && parseInt(fields[1].split(":")[1], 16) === port && fields[3] === "01") inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The socket inode of the server's end of the established connection from `clientPort` to `port`. */
function serverEndOf(port: number, clientPort: number): string | undefined {
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (
        fields.length > 9 &&
        fields[3] === "01" &&
        parseInt(fields[1].split(":")[1], 16) === port &&
        parseInt(fields[2].split(":")[1], 16) === clientPort
      )
        return fields[9];
    }
  }
  return undefined;
}

function holdsSocket(pid: number, inode: string): boolean {
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`) return true;
    } catch {
      // Closed while being read.
    }
  }
  return false;
}

/**
 * Which of `pids` holds the connection to `port` whose client end is local port `clientPort` (a
 * connection of this process, say); undefined when none does (yet).
 */
export function workerHolding(pids: number[], port: number, clientPort: number): number | undefined {
  const inode = serverEndOf(port, clientPort);
  return inode === undefined ? undefined : pids.find((pid) => holdsSocket(pid, inode));
}

/** How many connections to `port` the process holds (the cluster hands each accepted one to one worker). */
export function connectionsHeld(pid: number, port: number): number {
  const inodes = serverEnds(port);
  let count = 0;
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket && inodes.has(socket[1])) count += 1;
    } catch {
      // Closed while being read.
    }
  }
  return count;
}

function residentKb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.split(/\s+/)[1]);
}

/** Asks the worker's memory probe for a full collection and its figures; answers once it has written them. */
async function probeHeap(pid: number, probeDir: string): Promise<NodeJS.MemoryUsage> {
  const file = path.join(probeDir, `${pid}.json`);
  fs.rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
    await sleep(20);
  }
  throw new Error(`Worker ${pid} did not answer the memory probe: was the server started with ${MEMORY_PROBE}?`);
}

async function sampleOnce(pid: number, port: number, probeDir: string): Promise<WorkerSample> {
  const heap = await probeHeap(pid, probeDir);
  const rssKb = residentKb(pid);
  return {
    pid,
    rssKb,
    heapUsedKb: heap.heapUsed / 1024,
    outsideHeapKb: rssKb - heap.heapTotal / 1024,
    connections: connectionsHeld(pid, port),
  };
}

/** Readings a second apart that must agree (resident memory within STEADY_KB) before a worker counts as settled. */
const STEADY_READINGS = 5;
const STEADY_KB = 1_024;
/** Settling takes at least this long (V8's memory reducer's first steps) and at most the second. */
const SETTLE_MS = { least: 10_000, most: 60_000 };

/**
 * A worker's figures once it has settled: read every second (each reading after a full collection)
 * until STEADY_READINGS in a row agree, then the median of those. A collection frees objects at
 * once, but V8 hands emptied heap pages back to the system only when its memory reducer runs, in
 * steps about 5 seconds apart after the last activity: an idle worker's resident memory went
 * 178 → 147 → 137 MB in its first 10 seconds, far more than all its streams cost. Even settled it
 * can move by several MB later (the allocator keeps freed memory, then trims it), while the heap
 * V8 keeps committed moves with it: so a stream's cost is read as the heap it uses plus what it adds
 * outside the committed heap (WorkerSample.outsideHeapKb), and resident memory is only shown.
 */
export async function settledSample(pid: number, port: number, probeDir: string): Promise<WorkerSample> {
  const started = Date.now();
  const readings: WorkerSample[] = [];
  for (;;) {
    readings.push(await sampleOnce(pid, port, probeDir));
    const last = readings.slice(-STEADY_READINGS);
    const rss = last.map((r) => r.rssKb);
    const steady = last.length === STEADY_READINGS && Math.max(...rss) - Math.min(...rss) <= STEADY_KB;
    const waited = Date.now() - started;
    if ((steady && waited >= SETTLE_MS.least) || waited >= SETTLE_MS.most) break;
    await sleep(1_000);
  }
  const last = readings.slice(-STEADY_READINGS);
  const median = (pick: (sample: WorkerSample) => number) => last.map(pick).sort((a, b) => a - b)[Math.floor((last.length - 1) / 2)];
  return {
    pid,
    rssKb: median((s) => s.rssKb),
    heapUsedKb: median((s) => s.heapUsedKb),
    outsideHeapKb: median((s) => s.outsideHeapKb),
    connections: median((s) => s.connections),
  };
}
