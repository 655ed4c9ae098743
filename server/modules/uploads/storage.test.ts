// Image storage: the local folder, and the S3-compatible adapter against a small local fake of the
// three calls it makes (its signing checked with the example of AWS's Signature Version 4
// documentation). Not tested here against a real S3 service.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../../../tests/support/temp-dir";
import { createLocalStorage, createS3Storage, signatureV4 } from "./storage";

describe("AWS Signature Version 4", () => {
  it("matches the GET Object example of the S3 documentation", () => {
    const authorization = signatureV4({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date": "20130524T000000Z",
      },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
      amzDate: "20130524T000000Z",
    });
    expect(authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("local storage", () => {
  const root = makeTempDir("storage");
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts, gets and deletes, and refuses keys that could leave its folder", async () => {
    const storage = createLocalStorage(root);
    await storage.put("profile-images/abc.jpg", Buffer.from("bytes"), "image/jpeg");
    expect(fs.readFileSync(path.join(root, "profile-images/abc.jpg"), "utf8")).toBe("bytes");
    expect((await storage.get("profile-images/abc.jpg"))?.body.toString()).toBe("bytes");
    await storage.delete("profile-images/abc.jpg");
    expect(await storage.get("profile-images/abc.jpg")).toBeNull();
    await storage.delete("profile-images/abc.jpg");
    for (const key of ["../etc/passwd", "profile-images/../../x.jpg", "/abs.jpg", "a/b/c.jpg"]) {
      await expect(storage.put(key, Buffer.from(""), "image/jpeg")).rejects.toThrow(/Refusing storage key/);
    }
  });
});

describe("S3-compatible storage against a local fake", () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; authorization: string; amzDate: string; sha: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const authorization = String(req.headers.authorization ?? "");
      seen.push({
        method: req.method ?? "",
        url: req.url ?? "",
        authorization,
        amzDate: String(req.headers["x-amz-date"]),
        sha: String(req.headers["x-amz-content-sha256"]),
      });
      if (!authorization.startsWith("AWS4-HMAC-SHA256 Credential=TESTKEY/")) {
        res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
        return;
      }
      const key = req.url ?? "";
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
        res.writeHead(200).end();
      } else if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else res.writeHead(200, { "Content-Type": object.type }).end(object.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("stores, reads and deletes objects with signed path-style requests", async () => {
    const endpoint = await listening;
    const storage = createS3Storage(
      { endpoint, bucket: "kindred-images", region: "eu-west-1", accessKeyId: "TESTKEY", secretAccessKey: "TESTSECRET", pathStyle: true },
      { now: () => new Date("2026-01-02T03:04:05.678Z") },
    );
    await storage.put("profile-images/0a1b.jpg", Buffer.from("jpeg-bytes"), "image/jpeg");
    expect(objects.get("/kindred-images/profile-images/0a1b.jpg")?.body.toString()).toBe("jpeg-bytes");
    expect(seen[0]).toMatchObject({ method: "PUT", amzDate: "20260102T030405Z" });
    expect(seen[0].authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/20260102\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0].sha).toBe(createHash("sha256").update("jpeg-bytes").digest("hex"));
    const read = await storage.get("profile-images/0a1b.jpg");
    expect(read).toEqual({ body: Buffer.from("jpeg-bytes"), contentType: "image/jpeg" });
    await storage.delete("profile-images/0a1b.jpg");
    expect(await storage.get("profile-images/0a1b.jpg")).toBeNull();
  });

  it("reports a refused request as an error", async () => {
    const endpoint = await listening;
    const storage = createS3Storage({
      endpoint,
      bucket: "kindred-images",
      region: "us-east-1",
      accessKeyId: "WRONG",
      secretAccessKey: "x",
      pathStyle: true,
    });
    await expect(storage.put("profile-images/x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/S3 PUT failed: 403/);
  });
});
