// Where uploaded images live: a folder under DATA_DIR (the embedded default) or an S3-compatible
// bucket (S3_* settings), behind one small interface. Keys are ours ("profile-images/<uuid>.jpg"),
// never a name a browser chose. The S3 adapter signs requests itself (AWS Signature Version 4) over
// fetch: three calls (PUT, GET, DELETE) do not justify the AWS SDK.
import { createHash, createHmac } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { S3Settings } from "../../config";

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ImageStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[a-z0-9-]+\.(jpg|jpeg|png|webp)$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
  return key;
}

// ---- Local folder ------------------------------------------------------------------------------

export function createLocalStorage(rootDir: string): ImageStorage {
  const fileOf = (key: string) => path.join(rootDir, checkKey(key));
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written whole under a temporary name, then renamed: a reader never sees half an image.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, body, { mode: 0o644 });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: "image/jpeg" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

// ---- S3-compatible -----------------------------------------------------------------------------

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of a path, keeping the slashes (what SigV4 expects for S3). */
const encodePath = (value: string) =>
  value
    .split("/")
    .map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join("/");

export interface SignatureInput {
  method: string;
  /** Absolute URL of the request (path already encoded as it will be sent). */
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** yyyymmddThhmmssZ */
  amzDate: string;
  service?: string;
}

/** The Authorization header of AWS Signature Version 4 (header-based), for the given headers. */
export function signatureV4(input: SignatureInput): string {
  const service = input.service ?? "s3";
  const headers = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, " ")]));
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    names.join(";"),
    input.payloadHash,
  ].join("\n");
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", input.amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`;
}

export function createS3Storage(settings: S3Settings, options: { fetch?: typeof fetch; now?: () => Date } = {}): ImageStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const endpoint = new URL(settings.endpoint);

  function objectUrl(key: string): URL {
    const encodedKey = encodePath(checkKey(key));
    return settings.pathStyle
      ? new URL(`${endpoint.origin}/${settings.bucket}/${encodedKey}`)
      : new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${encodedKey}`);
  }

  async function send(method: "PUT" | "GET" | "DELETE", key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = objectUrl(key);
    const amzDate = now()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    const payloadHash = sha256Hex(body ?? "");
    const headers: Record<string, string> = {
      host: url.host,
      "x-amz-content-sha256": payloadHash,
      "x-amz-date": amzDate,
      ...(contentType ? { "content-type": contentType } : {}),
    };
    const authorization = signatureV4({
      method,
      url,
      headers,
      payloadHash,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    return doFetch(url, {
      method,
      headers: { ...sent, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
  }

  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    return new Error(`S3 ${what} failed: ${response.status} ${detail}`);
  };

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const response = await send("PUT", key, body, contentType);
      if (!response.ok) throw await fail("PUT", response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail("GET", response);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "image/jpeg" };
    },
    async delete(key) {
      const response = await send("DELETE", key);
      if (!response.ok && response.status !== 404) throw await fail("DELETE", response);
      await response.arrayBuffer();
    },
  };
}
