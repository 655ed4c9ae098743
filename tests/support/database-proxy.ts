// A TCP proxy between the server under test and the test PostgreSQL that a test can cut, as when the
// database restarts or the network to it drops: every connection through it ends and new ones are
// refused until the test restores it. It can also cut the one connection that sends a given
// statement, which fails an operation part-way (the database is gone mid-request).
import net from "node:net";
import { afterAll } from "vitest";

export interface DatabaseProxy {
  /** The database's URL through the proxy. */
  url: string;
  /** Ends every connection through the proxy and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  /**
   * Resolves once a connection sent a statement containing `text`; that connection is ended before
   * the statement reaches the database, and with `everything` the proxy is cut as a whole.
   */
  cutWhenSent(text: string, options?: { everything?: boolean }): Promise<void>;
}

/** Where a PostgreSQL URL points: its Unix socket (`?host=/dir`) or its TCP address. */
function upstreamOf(url: URL): net.NetConnectOpts {
  const port = Number(url.port || 5432);
  const socketDir = url.searchParams.get("host");
  return socketDir ? { path: `${socketDir}/.s.PGSQL.${port}` } : { host: url.hostname, port };
}

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const upstream = upstreamOf(target);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let accepting = true;
  let watch: { text: string; everything: boolean; seen: () => void } | undefined;

  const cut = () => {
    accepting = false;
    for (const [client, server] of pairs) {
      client.destroy();
      server.destroy();
    }
    pairs.clear();
  };

  const proxy = net.createServer((client) => {
    if (!accepting) return void client.destroy();
    const server = net.connect(upstream);
    const pair: [net.Socket, net.Socket] = [client, server];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on("error", end).on("close", end);
    server.on("error", end).on("close", end);
    client.on("data", (chunk: Buffer) => {
      const watched = watch;
      if (watched && chunk.toString("latin1").includes(watched.text)) {
        watch = undefined;
        if (watched.everything) cut();
        else end();
        watched.seen();
        return;
      }
      server.write(chunk);
    });
    server.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
  // Start it at the top of a test file: a hook registered inside a test never runs.
  afterAll(() => {
    cut();
    proxy.close();
  });

  const through = new URL(databaseUrl);
  through.hostname = "127.0.0.1";
  through.port = String((proxy.address() as net.AddressInfo).port);
  through.searchParams.delete("host");
  return {
    url: through.toString(),
    cut,
    restore: () => void (accepting = true),
    cutWhenSent: (text, options = {}) =>
      new Promise<void>((resolve) => (watch = { text, everything: options.everything ?? false, seen: resolve })),
  };
}
