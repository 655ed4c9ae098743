// The server baseline over real HTTP: health, the error shape, unknown API paths, body limits,
// request ids, security headers and the cross-site Origin rule.
import { describe, expect, it } from "vitest";
import { startTestApp } from "../tests/support/test-app";

const app = await startTestApp();

describe("the API baseline", () => {
  it("answers health with 200 once the database is ready", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const response = await app.request("/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with 400 and a clear message", async () => {
    const response = await app.request("/api/nope", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("refuses bodies over the size limit with 413", async () => {
    const response = await app.request("/api/nope", { method: "POST", json: { text: "x".repeat(200_000) } });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe("The request body is too large.");
  });

  it("gives every answer a request id, and keeps a sane incoming one", async () => {
    const fresh = await app.request("/api/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request("/api/health", { headers: { "X-Request-Id": "abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123");
    const replaced = await app.request("/api/health", { headers: { "X-Request-Id": "bad id with spaces" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });

  it("writes one structured log line per request, without the query string", async () => {
    await app.request("/api/health?token=secret-value");
    const line = app.logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.path === "/api/health");
    expect(line).toMatchObject({ msg: "request", method: "GET", status: 200 });
    expect(app.logs.join("\n")).not.toContain("secret-value");
  });

  it("sends security headers with a same-origin Content-Security-Policy", async () => {
    const response = await app.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("compresses large answers", async () => {
    const response = await fetch(`${app.baseUrl}/api/nope`, { headers: { "Accept-Encoding": "gzip" } });
    // Small answers are not worth compressing; the header is negotiated, not forced.
    expect(response.headers.get("vary") ?? "").toMatch(/Accept-Encoding/i);
  });
});

describe("the cross-site Origin rule", () => {
  it("refuses a state-changing request from another origin with 403", async () => {
    const response = await app.request("/api/nope", { method: "POST", json: {}, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused." });
  });

  it("lets the site's own origin and requests without an Origin through", async () => {
    const own = await app.request("/api/nope", { method: "POST", json: {}, headers: { Origin: app.baseUrl } });
    expect(own.status).toBe(404);
    const none = await app.request("/api/nope", { method: "POST", json: {} });
    expect(none.status).toBe(404);
  });

  it("does not apply to reads", async () => {
    const response = await app.request("/api/health", { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
