// Hostile profile-image uploads: an SVG with a script, JPEG and PNG files that are also HTML, an empty
// body, a body over the limit and a decompression bomb. Each is refused with a 4xx and a message a
// person can act on, leaving nothing stored (no stored image row, no file under DATA_DIR/uploads);
// a polyglot may instead be accepted only if what is stored and served carries none of its HTML.
import fs from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { uploadedImages } from "../../server/db/schema";
import { startTestApp } from "../support/test-app";

const app = await startTestApp({ TRUST_PROXY: "true", RATE_LIMIT_UPLOADS_PER_ADDRESS: "100/1h" });
const db = app.database.db;
const uploadsFolder = path.join(app.config.dataDir, "uploads");
const HTML = "<html><body><script>alert(document.domain)</script><img src=x onerror=alert(1)></body></html>";

let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});

function storedFiles(): string[] {
  if (!fs.existsSync(uploadsFolder)) return [];
  return (fs.readdirSync(uploadsFolder, { recursive: true }) as string[])
    .map((name) => path.join(uploadsFolder, name))
    .filter((file) => fs.statSync(file).isFile());
}

async function storedState() {
  const rows = await db.select({ id: uploadedImages.id }).from(uploadedImages).where(isNotNull(uploadedImages.storedAt));
  return { rows: rows.map((r) => r.id).sort(), files: storedFiles().sort() };
}

async function uploadLink(): Promise<{ url: string; id: string }> {
  const response = await app.request("/api/profile-image/upload-url", { method: "POST", headers: { "X-Forwarded-For": "198.51.100.7" } });
  expect(response.status).toBe(200);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  const id = /upload\/([0-9a-f-]{36})/.exec(uploadURL)?.[1];
  if (!id) throw new Error(`unexpected upload URL ${uploadURL}`);
  return { url: `${app.baseUrl}${uploadURL}`, id };
}

const put = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: "PUT", body: new Uint8Array(body), headers: { "Content-Type": type } });

/** Sends the bytes, expects a refusal with this status and a message, and that nothing was stored. */
async function expectRefused(body: Buffer, type: string, status: number, message: RegExp) {
  const before = await storedState();
  const { url, id } = await uploadLink();
  const response = await put(url, body, type);
  expect(response.status).toBe(status);
  const answer = (await response.json()) as { message?: string };
  expect(answer.message).toMatch(message);
  expect(await storedState()).toEqual(before);
  const [row] = await db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
  expect(row?.storedAt ?? null).toBeNull();
  // And the link cannot be confirmed into a profile photo.
  const confirmed = await app.request("/api/profile-image/confirm", { method: "POST", json: { profileImageURL: url.split("?")[0] } });
  expect(confirmed.status).toBe(400);
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 20000×20000 one-bit greyscale PNG of zeros: about 50 KB on the wire, 400 megapixels decoded. */
function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG with HTML in a comment segment (COM, 0xFFFE) right after the start marker. */
function jpegWithHtmlComment(image: Buffer): Buffer {
  const text = Buffer.from(HTML, "latin1");
  const segment = Buffer.alloc(4);
  segment[0] = 0xff;
  segment[1] = 0xfe;
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), segment, text, image.subarray(2)]);
}

/** A PNG with HTML in a text chunk before the image data. */
function pngWithHtmlText(image: Buffer): Buffer {
  const afterHeader = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([
    image.subarray(0, afterHeader),
    chunk("tEXt", Buffer.from(`Comment\0${HTML}`, "latin1")),
    image.subarray(afterHeader),
  ]);
}

describe("refused uploads store nothing", () => {
  it("an SVG with a script, whatever type it claims (415)", async () => {
    const svg = Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`,
    );
    await expectRefused(svg, "image/svg+xml", 415, /image file/i);
    await expectRefused(svg, "image/png", 415, /image file/i);
  });

  it("an HTML page called image/jpeg (415)", async () => {
    await expectRefused(Buffer.from(HTML), "image/jpeg", 415, /image file/i);
  });

  it("an empty body (400)", async () => {
    await expectRefused(Buffer.alloc(0), "image/jpeg", 400, /no image/i);
  });

  it("6 MB (413)", async () => {
    await expectRefused(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 7)]), "image/jpeg", 413, /5 ?MB/);
  });

  it("a 20000×20000 PNG decompression bomb (4xx, fast)", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const before = await storedState();
    const { url } = await uploadLink();
    const response = await put(url, bomb, "image/png");
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
    expect(await storedState()).toEqual(before);
    // Refused from its header, not after decoding 400 megapixels.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("polyglots: an image that is also HTML", () => {
  it.each([
    ["a JPEG with HTML appended", () => Buffer.concat([jpeg, Buffer.from(HTML)]), "image/jpeg"],
    ["a JPEG with HTML in a comment segment", () => jpegWithHtmlComment(jpeg), "image/jpeg"],
    ["a PNG with HTML in a text chunk", () => pngWithHtmlText(png), "image/png"],
  ])("%s is refused, or stored and served re-encoded without the HTML", async (_name, make, type) => {
    const bytes = make();
    expect(bytes.includes(Buffer.from("<script>"))).toBe(true);
    // The crafted file is still an image a decoder accepts: the probe is a real polyglot.
    await expect(sharp(bytes).metadata()).resolves.toMatchObject({ width: 64, height: 64 });
    const before = await storedState();
    const { url, id } = await uploadLink();
    const response = await put(url, bytes, type);
    if (response.status !== 200) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await storedState()).toEqual(before);
      return;
    }
    const markers = ["<script", "<html", "onerror", "alert("].map((m) => Buffer.from(m));
    const files = storedFiles().filter((file) => file.includes(id));
    expect(files).toHaveLength(1);
    const stored = fs.readFileSync(files[0]);
    for (const marker of markers) expect(stored.includes(marker), `stored bytes contain ${marker.toString()}`).toBe(false);
    const confirmed = await app.request("/api/profile-image/confirm", { method: "POST", json: { profileImageURL: url.split("?")[0] } });
    const { profileImagePath } = (await confirmed.json()) as { profileImagePath: string };
    const served = await app.request(profileImagePath);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const body = Buffer.from(await served.arrayBuffer());
    for (const marker of markers) expect(body.includes(marker), `served bytes contain ${marker.toString()}`).toBe(false);
    await expect(sharp(body).metadata()).resolves.toMatchObject({ format: "jpeg" });
  });
});
