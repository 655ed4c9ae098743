// Profile images (docs/product/images.md): the signed upload link on our
// own origin, the PUT checked by its bytes (not its name or type) and limited to 5 MB, re-encoding
// (no metadata survives), the confirmation, serving with long cache headers, the per-address limit,
// the account photo, and the deletion of images nothing uses after 24 hours.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PROFILE_IMAGE_MAX_BYTES } from "#common/profile-images";
import { eq, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { coaches, uploadedImages, users } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ RATE_LIMIT_UPLOADS_PER_ADDRESS: "3/1h", TRUST_PROXY: "true", ADMIN_EMAILS: "uploader@kindred.example" });
const db = app.database.db;
let admin: TestAccount;
let jpeg: Buffer;
beforeAll(async () => {
  admin = await createAccount(app, { email: "uploader@kindred.example" });
  jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#be185d" } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Copyright: "GPS-SECRET-MARKER" } })
    .toBuffer();
});

let address = 0;
const from = () => ({ "X-Forwarded-For": `198.18.0.${++address}` });

async function uploadUrl(headers: Record<string, string> = from()): Promise<string> {
  const response = await app.request("/api/profile-image/upload-url", { method: "POST", headers });
  expect(response.status).toBe(200);
  const { uploadURL } = (await response.json()) as { uploadURL: string };
  return `${app.baseUrl}${uploadURL}`;
}

/** What a refused upload must not leave behind: a stored image row or a file in storage. */
async function storedSnapshot() {
  const rows = await db.select({ id: uploadedImages.id }).from(uploadedImages).where(isNotNull(uploadedImages.storedAt));
  const folder = path.join(app.config.dataDir, "uploads");
  const files = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).length : 0;
  return { stored: rows.length, files };
}

const put = (url: string, body: Buffer | string, type = "image/jpeg") =>
  fetch(url, { method: "PUT", body: typeof body === "string" ? body : new Uint8Array(body), headers: { "Content-Type": type } });
/**
 * Announces a 5 MB body, sends only its first 64 KB and waits for the answer without sending more:
 * an answer can only come if the server decided without reading the body. (A server that reads
 * first would wait for the rest forever; the test then fails after a few seconds.)
 */
function putFirstChunkOnly(url: string): Promise<{ status: number | "no answer"; answeredBeforeTheBodyWasSent: boolean }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const request = http.request(url, {
      method: "PUT",
      headers: { "Content-Type": "image/jpeg", "Content-Length": String(PROFILE_IMAGE_MAX_BYTES) },
    });
    const giveUp = setTimeout(() => {
      request.destroy();
      resolve({ status: "no answer", answeredBeforeTheBodyWasSent: false });
    }, 5_000);
    request.on("error", () => {});
    request.on("response", (response) => {
      clearTimeout(giveUp);
      response.resume();
      request.destroy();
      resolve({ status: response.statusCode ?? 0, answeredBeforeTheBodyWasSent: true });
    });
    request.write(chunk);
  });
}

const confirm = (profileImageURL: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.request("/api/profile-image/confirm", { method: "POST", json: { profileImageURL, ...extra }, headers });

describe("the upload pipeline: the bytes taken, refused and served", () => {
  it("signs a link on our own origin, takes the JPEG, and serves the re-encoded image for a year", async () => {
    const url = await uploadUrl();
    // A path on the page's own origin (absolute on PUBLIC_URL).
    expect(url.startsWith(`${app.baseUrl}/api/profile-image/upload/`)).toBe(true);
    expect(url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect((await put(url, jpeg)).status).toBe(200);
    const confirmed = await confirm(url.split("?")[0]);
    expect(confirmed.status).toBe(200);
    const { profileImagePath } = (await confirmed.json()) as { profileImagePath: string };
    expect(profileImagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const served = await app.request(profileImagePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(Buffer.from("GPS-SECRET-MARKER"))).toBe(false);
    expect(jpeg.includes(Buffer.from("GPS-SECRET-MARKER"))).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 300, height: 300 });
  });

  it("decides by the bytes: a PNG sent as anything is accepted, text called image/jpeg is refused (415)", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const pngUrl = await uploadUrl();
    expect((await put(pngUrl, png, "application/octet-stream")).status).toBe(200);
    const before = await storedSnapshot();
    const fake = await uploadUrl();
    const refused = await put(fake, "<svg onload=alert(1)>", "image/jpeg");
    expect(refused.status).toBe(415);
    expect((await refused.json()).message).toBe("Invalid file type: please select an image file (JPEG, PNG or WebP).");
    // A JPEG header followed by garbage is not an image either.
    const truncated = await uploadUrl();
    expect((await put(truncated, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]))).status).toBe(415);
    expect((await confirm(fake.split("?")[0])).status).toBe(400);
    // Nothing was stored for the refused uploads.
    expect(await storedSnapshot()).toEqual(before);
  });

  it("refuses more than 5 MB with 413, storing nothing", async () => {
    const before = await storedSnapshot();
    const url = await uploadUrl();
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const response = await put(url, big);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("File too large: please select an image smaller than 5MB.");
    expect(await storedSnapshot()).toEqual(before);
    expect((await confirm(url.split("?")[0])).status).toBe(400);
  });
});

describe("the upload pipeline: links, confirmations, limits and the account photo", () => {
  it("refuses a forged or expired link (403) and a second PUT to the same link (409)", async () => {
    const url = await uploadUrl();
    const forged = url.replace(/signature=[\w-]+/, "signature=AAAA");
    expect((await put(forged, jpeg)).status).toBe(403);
    const otherId = url.replace(/upload\/[0-9a-f-]{36}/, "upload/00000000-0000-4000-8000-000000000000");
    expect((await put(otherId, jpeg)).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set("expires", "1000");
    expect((await put(expired.toString(), jpeg)).status).toBe(403);
    expect((await put(url, jpeg)).status).toBe(200);
    expect((await put(url, jpeg)).status).toBe(409);
  });

  it("refuses a bad link before reading the body: the answer comes while most of the 5 MB is still unsent", async () => {
    const valid = await uploadUrl();
    const deleted = await uploadUrl();
    await db.delete(uploadedImages).where(eq(uploadedImages.id, /upload\/([0-9a-f-]{36})/.exec(deleted)![1]));
    const used = await uploadUrl();
    expect((await put(used, jpeg)).status).toBe(200);
    const expired = new URL(valid);
    expired.searchParams.set("expires", "1000");
    const cases: [string, string, number][] = [
      ["forged signature", valid.replace(/signature=[\w-]+/, "signature=AAAA"), 403],
      ["expired", expired.toString(), 403],
      ["no pending upload behind a well-signed link", deleted, 403],
      ["already uploaded", used, 409],
    ];
    for (const [name, url, status] of cases) {
      const outcome = await putFirstChunkOnly(url);
      expect({ name, ...outcome }).toEqual({ name, status, answeredBeforeTheBodyWasSent: true });
    }
  });

  it("refuses to confirm an address that is not one of our upload links", async () => {
    for (const bad of ["https://elsewhere.example/a.jpg", "/api/profile-image/upload/not-an-id", "::"]) {
      expect((await confirm(bad)).status).toBe(400);
    }
  });

  it("limits upload links per client address (429), but not for staff", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.9" };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.request("/api/profile-image/upload-url", { method: "POST", headers })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const staff = await app.request("/api/profile-image/upload-url", { method: "POST", headers: { ...headers, Cookie: admin.jar.header } });
    expect(staff.status).toBe(200);
  });

  it("sets the signed-in person's own photo when asked ('use': 'account'), and only for them", async () => {
    const person = await createAccount(app);
    const url = await uploadUrl();
    await put(url, jpeg);
    expect((await confirm(url, { use: "account" })).status).toBe(401);
    const response = await confirm(url, { use: "account" }, { Cookie: person.jar.header });
    const { profileImagePath } = await response.json();
    const [row] = await db.select().from(users).where(eq(users.id, person.user.id));
    expect(row.profileImageUrl).toBe(profileImagePath);
    const me = await (await app.request("/api/auth/user", { headers: { Cookie: person.jar.header } })).json();
    expect(me.profileImageUrl).toBe(profileImagePath);
  });
});

describe("clean-up", () => {
  it("deletes images older than 24 hours that nothing uses, and keeps the ones in use", async () => {
    const paths: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const url = await uploadUrl();
      await put(url, jpeg);
      paths.push((await (await confirm(url)).json()).profileImagePath);
    }
    const [unused, usedByCoach, recent] = paths;
    await insertCoach(db, { profileImageUrl: usedByCoach });
    const idOf = (p: string) => p.slice("/uploads/".length, -".jpg".length);
    const old = new Date(Date.now() - 25 * 3_600_000);
    for (const p of [unused, usedByCoach])
      await db
        .update(uploadedImages)
        .set({ createdAt: old })
        .where(eq(uploadedImages.id, idOf(p)));

    const deleted = await app.services.uploads.deleteUnreferenced();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await app.request(unused)).status).toBe(404);
    expect(
      await db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.id, idOf(unused))),
    ).toHaveLength(0);
    expect((await app.request(usedByCoach)).status).toBe(200);
    expect((await app.request(recent)).status).toBe(200);
    const [coach] = await db.select().from(coaches).where(eq(coaches.profileImageUrl, usedByCoach));
    expect(coach).toBeDefined();
  });
});
