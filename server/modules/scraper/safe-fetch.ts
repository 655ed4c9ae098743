// The scraper's only way out to the network (docs/product/staff-portal.md#scraper). A request may go only to
// an origin of a fixed allow-list (in production: https://www.psychologytoday.com, and its photo host for
// pictures), and is refused before any connection otherwise. The host name is resolved first and every
// address it resolves to must be public (no loopback, private, link-local, CGNAT, multicast, documentation
// or reserved range, IPv4-mapped IPv6 included); the connection then goes to that checked address
// (the name is only used for TLS), so a second DNS answer cannot point it elsewhere. Redirects are
// followed by hand, each new address checked again the same way. 10 s for everything, 2 MB at most.
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";

export interface FetchedResource {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export type Fetcher = (url: string) => Promise<FetchedResource>;

export class FetchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchRefusedError";
  }
}

export interface TransportRequest {
  url: URL;
  /** The checked address to connect to. */
  address: string;
  family: 4 | 6;
  signal: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Buffer>;
  /** Stops reading and closes the connection. */
  destroy(): void;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface FetchPolicy {
  /** Exact origins (scheme, host and port) a request may go to, e.g. "https://www.psychologytoday.com". */
  allowedOrigins: readonly string[];
  /** Only for tests that serve pages from this machine; production never allows it. */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
  transport?: Transport;
}

export const DIRECTORY_ORIGIN = "https://www.psychologytoday.com";
export const DIRECTORY_PHOTO_ORIGIN = "https://photos.psychologytoday.com";
export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const USER_AGENT = "KindredDirectoryImport/1.0 (+staff import of public profiles)";

// ---- Which addresses are public ------------------------------------------------------------------

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2001:10::", 28], // ORCHID
  ["2002::", 16], // 6to4 (carries an IPv4 address)
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** True only for a globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const groups = expandIpv6(address.toLowerCase());
  if (!groups) return false;
  const v4 = () => `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  // IPv4-mapped (::ffff:a.b.c.d): judge the IPv4 address inside.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return isPublicAddress(v4());
  // Global unicast is 2000::/3; everything else (unspecified, loopback, IPv4-compatible, ULA
  // fc00::/7, link-local fe80::/10, multicast ff00::/8, NAT64 64:ff9b::/96, discard 100::/64) is refused.
  if ((groups[0] & 0xe000) !== 0x2000) return false;
  return !blocked.check(address, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null. */
function expandIpv6(text: string): number[] | null {
  let address = text;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    address = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)) : []);
  const front = parse(halves[0]);
  const back = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - front.length - back.length;
  if (halves.length === 1 ? front.length !== 8 : missing < 1) return null;
  const groups = [...front, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...back];
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}

// ---- The request ---------------------------------------------------------------------------------

const defaultResolve: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Connects to the checked address; the host name is used only for the Host header and TLS. */
const nodeTransport: Transport = ({ url, address, family, signal }) =>
  new Promise((resolve, reject) => {
    const isHttps = url.protocol === "https:";
    const options: https.RequestOptions = {
      host: address,
      family,
      port: url.port || (isHttps ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: {
        Host: url.host,
        "User-Agent": USER_AGENT,
        Accept: "text/html,application/xhtml+xml,image/*;q=0.8",
        "Accept-Encoding": "identity",
      },
      agent: false,
      signal,
      ...(isHttps
        ? {
            servername: url.hostname,
            checkServerIdentity: (_host: string, cert: tls.PeerCertificate) => tls.checkServerIdentity(url.hostname, cert),
          }
        : {}),
    };
    const request = (isHttps ? https : http).request(options, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: response,
        destroy: () => response.destroy(),
      });
    });
    request.on("error", reject);
    request.end();
  });

function checkOrigin(url: URL, policy: FetchPolicy): void {
  if (url.username || url.password) throw new FetchRefusedError(`Refused ${url.origin}: addresses with credentials are not fetched.`);
  if (!policy.allowedOrigins.includes(url.origin)) {
    throw new FetchRefusedError(`Refused ${url.protocol}//${url.host}: only ${policy.allowedOrigins.join(" and ")} may be fetched.`);
  }
}

async function checkedAddress(url: URL, policy: FetchPolicy): Promise<{ address: string; family: 4 | 6 }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const answers = net.isIP(hostname)
    ? [{ address: hostname, family: net.isIP(hostname) }]
    : await (policy.resolve ?? defaultResolve)(hostname);
  if (answers.length === 0) throw new FetchRefusedError(`${url.hostname} does not resolve.`);
  if (!policy.allowPrivateAddresses) {
    const bad = answers.find((a) => !isPublicAddress(a.address));
    if (bad) throw new FetchRefusedError(`Refused ${url.hostname}: it resolves to a non-public address (${bad.address}).`);
  }
  const chosen = answers[0];
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

const header = (headers: TransportResponse["headers"], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Builds a fetcher bound to a policy. */
export function createSafeFetcher(policy: FetchPolicy): Fetcher {
  const transport = policy.transport ?? nodeTransport;
  const maxBytes = policy.maxBytes ?? FETCH_MAX_BYTES;
  const timeoutMs = policy.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = policy.maxRedirects ?? MAX_REDIRECTS;

  return async (input) => {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new FetchRefusedError("Not a valid address.");
    }
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      for (let redirects = 0; ; redirects += 1) {
        checkOrigin(url, policy);
        const { address, family } = await checkedAddress(url, policy);
        signal.throwIfAborted();
        const response = await transport({ url, address, family, signal });
        const location = header(response.headers, "location");
        if ([301, 302, 303, 307, 308].includes(response.status) && location) {
          response.destroy();
          if (redirects >= maxRedirects) throw new FetchRefusedError("Too many redirects.");
          url = new URL(location, url);
          continue;
        }
        const declared = Number(header(response.headers, "content-length"));
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          throw new FetchRefusedError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of response.body) {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            throw new FetchRefusedError(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
          }
          chunks.push(chunk);
        }
        return {
          url: url.toString(),
          status: response.status,
          contentType: header(response.headers, "content-type") ?? "",
          body: Buffer.concat(chunks),
        };
      }
    } catch (error) {
      if (signal.aborted) throw new FetchRefusedError(`No answer within ${timeoutMs / 1000} seconds.`);
      throw error;
    }
  };
}

/** Production: the directory's pages, and pictures from its photo host. Fixed in code, not configurable. */
export function createDirectoryFetchers(): { fetchPage: Fetcher; fetchImage: Fetcher } {
  return {
    fetchPage: createSafeFetcher({ allowedOrigins: [DIRECTORY_ORIGIN] }),
    fetchImage: createSafeFetcher({ allowedOrigins: [DIRECTORY_ORIGIN, DIRECTORY_PHOTO_ORIGIN], maxBytes: 5 * 1024 * 1024 }),
  };
}
