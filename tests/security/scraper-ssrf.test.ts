// Server-side request forgery against the scraper's fetcher: the probes of the usual lists (loopback
// in every spelling, cloud metadata, private and link-local ranges, IPv4-mapped IPv6, userinfo tricks,
// DNS answers that point inside, redirects that leave the directory, other schemes). Each must be
// refused, and a listener on this machine proves that none of them even opened a connection: the
// production fetchers would reach it for any loopback probe that got through.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDirectoryFetchers,
  createSafeFetcher,
  FetchRefusedError,
  type Resolver,
  type Transport,
  type TransportResponse,
} from "../../server/modules/scraper/safe-fetch";
import { SCRAPER_MAX_URLS } from "#common/admin-coaches";
import { createAccount, type TestAccount } from "../support/accounts";
import { startTestApp } from "../support/test-app";

interface Listener {
  port: number;
  connections: string[];
  close(): Promise<void>;
}

/** A TCP listener that records every connection (and answers nothing). */
async function listen(host: string): Promise<Listener | undefined> {
  const connections: string[] = [];
  const server = net.createServer((socket) => {
    connections.push(`${socket.remoteAddress}:${socket.remotePort}`);
    socket.destroy();
  });
  const started = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(0, host, () => resolve(true));
  });
  if (!started) return undefined;
  return {
    port: (server.address() as net.AddressInfo).port,
    connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let v4: Listener;
/** Absent when this machine has no IPv6 loopback; the IPv6 probes then still must be refused. */
let v6: Listener | undefined;
beforeAll(async () => {
  const listener = await listen("127.0.0.1");
  if (!listener) throw new Error("Could not listen on 127.0.0.1");
  v4 = listener;
  v6 = await listen("::1");
});
afterAll(async () => {
  await v4.close();
  await v6?.close();
});

const connections = () => [...v4.connections, ...(v6?.connections ?? [])];

/** The probes, each aimed at the listener where a port can be given. */
function probes(): string[] {
  const p = v4.port;
  const p6 = v6?.port ?? p;
  return [
    // Loopback, v4 and v6, by address and by name.
    `http://127.0.0.1:${p}/`,
    `https://127.0.0.1:${p}/us/therapists/x/1`,
    `http://127.1:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://[::1]:${p6}/`,
    `http://localhost:${p}/`,
    `https://localhost:${p}/`,
    // Cloud metadata (link-local).
    "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
    "http://[fe80::1]/",
    // Private ranges.
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://172.31.255.254/",
    "http://192.168.0.1/",
    "http://[fc00::1]/",
    "http://[fd12:3456::1]/",
    // Other spellings of 127.0.0.1 (URL parsers turn these into the dotted form).
    `http://2130706433:${p}/`,
    `http://0177.0.0.1:${p}/`,
    `http://0x7f.0.0.1:${p}/`,
    `http://0x7f000001:${p}/`,
    // IPv4-mapped IPv6.
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[::ffff:7f00:1]:${p}/`,
    // Userinfo tricks: the real host is the part after "@".
    `https://www.psychologytoday.com@127.0.0.1:${p}/`,
    `https://www.psychologytoday.com:443@127.0.0.1:${p}/us/therapists/x/1`,
    "https://evil@www.psychologytoday.com.evil.example/",
    "https://user:pass@www.psychologytoday.com/us/therapists/x/1",
    // Look-alike hosts and ports.
    `https://www.psychologytoday.com.127.0.0.1.nip.io:${p}/`,
    `https://www.psychologytoday.com:${p}/`,
    "http://www.psychologytoday.com/us/therapists/x/1",
    // Other schemes.
    "file:///etc/passwd",
    `gopher://127.0.0.1:${p}/_GET%20/%20HTTP/1.0`,
    `ftp://127.0.0.1:${p}/`,
    "data:text/html,<script>alert(1)</script>",
    "javascript:alert(1)",
  ];
}

describe("the production fetchers", () => {
  const { fetchPage, fetchImage } = createDirectoryFetchers();

  it("refuse every probe without opening a connection", async () => {
    for (const url of probes()) {
      await expect(fetchPage(url), url).rejects.toBeInstanceOf(FetchRefusedError);
      await expect(fetchImage(url), url).rejects.toBeInstanceOf(FetchRefusedError);
    }
    expect(connections()).toEqual([]);
  });
});

/** A transport that really connects to the address it is given (so a probe that got through would show in the listener). */
const connectingTransport: Transport = ({ address, url, signal }) =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ host: address, port: Number(url.port), signal });
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.destroy();
      resolve(answer(200, {}));
    });
  });

function answer(status: number, headers: Record<string, string>): TransportResponse {
  return { status, headers, body: (async function* () {})(), destroy() {} };
}

describe("a directory name that resolves inside", () => {
  const origin = () => `http://directory.test:${v4.port}`;
  const resolving =
    (...addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: net.isIP(address) }));

  it.each([
    [["127.0.0.1"]],
    [["0.0.0.0"]],
    [["::1"]],
    [["::ffff:127.0.0.1"]],
    [["169.254.169.254"]],
    [["10.1.2.3"]],
    [["172.16.5.4"]],
    [["192.168.1.10"]],
    [["fc00::5"]],
    [["fe80::1"]],
    [["100.64.0.1"]],
    // A public answer first and a private one after it (a resolver that rotates, or rebinding).
    [["151.101.2.133", "127.0.0.1"]],
  ])("%j is refused before any connection", async (addresses) => {
    const fetcher = createSafeFetcher({ allowedOrigins: [origin()], resolve: resolving(...addresses), transport: connectingTransport });
    await expect(fetcher(`${origin()}/us/therapists/x/1`)).rejects.toThrow(/non-public address/);
    expect(connections()).toEqual([]);
  });

  it("the same fetcher does connect when the policy allows private addresses (so the listener would have seen the probes)", async () => {
    const fetcher = createSafeFetcher({
      allowedOrigins: [origin()],
      allowPrivateAddresses: true,
      resolve: resolving("127.0.0.1"),
      transport: connectingTransport,
    });
    await fetcher(`${origin()}/`);
    expect(v4.connections).toHaveLength(1);
    v4.connections.length = 0;
  });
});

describe("redirects off the directory", () => {
  const DIRECTORY_PAGE = "https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345";

  it.each([
    ["loopback v4", () => `http://127.0.0.1:${v4.port}/`],
    ["loopback v6", () => `http://[::1]:${v6?.port ?? v4.port}/`],
    ["localhost", () => `http://localhost:${v4.port}/`],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["a decimal address", () => `http://2130706433:${v4.port}/`],
    ["a userinfo trick", () => `https://www.psychologytoday.com@127.0.0.1:${v4.port}/`],
    ["a look-alike host", () => "https://www.psychologytoday.com.evil.example/"],
    ["file:", () => "file:///etc/passwd"],
    ["gopher:", () => `gopher://127.0.0.1:${v4.port}/`],
    ["ftp:", () => `ftp://127.0.0.1:${v4.port}/`],
    // The directory's own name, which resolves inside on the second lookup (DNS rebinding).
    ["the directory, rebound to loopback", () => "https://www.psychologytoday.com/us/therapists/other/2"],
  ])("to %s is refused, and only the directory was asked", async (_name, target) => {
    const location = target();
    const asked: string[] = [];
    // The directory's first answer is a redirect; any later hop really connects to the address given.
    const transport: Transport = async (request) => {
      asked.push(request.url.toString());
      if (asked.length === 1) return answer(302, { location });
      return connectingTransport(request);
    };
    let lookups = 0;
    // The directory resolves to a public address once, then (for the second hop) to loopback.
    const resolve: Resolver = async () =>
      lookups++ === 0 ? [{ address: "151.101.2.133", family: 4 }] : [{ address: "127.0.0.1", family: 4 }];
    const fetcher = createSafeFetcher({ allowedOrigins: ["https://www.psychologytoday.com"], resolve, transport });
    await expect(fetcher(DIRECTORY_PAGE)).rejects.toBeInstanceOf(FetchRefusedError);
    expect(asked).toEqual([DIRECTORY_PAGE]);
    expect(connections()).toEqual([]);
  });
});

const app = await startTestApp({ ADMIN_EMAILS: "scraper@kindred.example" });

describe("POST /api/admin/scrape-psychology-today", () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, { email: "scraper@kindred.example" });
  });

  it("reports every probe as an error, imports nothing and connects nowhere", async () => {
    // The dialog only sends rows that name the directory, so each probe carries the name in its path.
    const urls = probes().map((url) =>
      url.includes("psychologytoday.com") ? url : `${url.replace(/\/?$/, "/")}www.psychologytoday.com/us/therapists/x/1`,
    );
    // At most SCRAPER_MAX_URLS per request.
    for (let start = 0; start < urls.length; start += SCRAPER_MAX_URLS) {
      const batch = urls.slice(start, start + SCRAPER_MAX_URLS);
      const response = await app.request("/api/admin/scrape-psychology-today", {
        method: "POST",
        json: { urls: batch },
        headers: { cookie: admin.jar.header },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { coaches: unknown[]; errors: { url: string; message: string }[] };
      expect(body.coaches).toEqual([]);
      expect(body.errors.map((e) => e.url).sort()).toEqual([...batch].sort());
    }
    expect(connections()).toEqual([]);
  });
});
