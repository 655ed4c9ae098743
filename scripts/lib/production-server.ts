// The production bundle started as `npm start` starts it, for the bench scenarios whose point is the
// web workers (scripts/bench-messages.ts, scripts/bench-sessions.ts): WEB_CONCURRENCY workers behind
// one port, each LISTENing to PostgreSQL. The caller adds Node's flags (a memory probe, say) and the
// environment it needs on top of the bench's (raised rate limits).
import { spawn, type ChildProcess } from "node:child_process";
import { freePort, waitHealthy } from "./load";

export interface ProductionServer {
  child: ChildProcess;
  baseUrl: string;
  port: number;
}

/** Starts build/server-app/index.js on a free loopback port and waits until it answers /api/health. */
export async function startProductionServer(
  env: NodeJS.ProcessEnv,
  options: { nodeArgs?: string[]; extraEnv?: Record<string, string> } = {},
): Promise<ProductionServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "build/server-app/index.js"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", ...options.extraEnv },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(baseUrl, child, 300_000);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return { child, baseUrl, port };
}

/** Stops a server and waits for it: the next one needs the data folder's lock and its database. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
