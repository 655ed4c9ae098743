// Answers made for a signed-in person are never stored by a browser or a shared cache
// (`Cache-Control: private, no-store`), whatever the route would otherwise say; public answers to
// visitors without a session keep their own caching.
import { describe, expect, it } from "vitest";
import { createAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();
const account = await createAccount(app);

describe("Cache-Control of /api answers", () => {
  it.each([
    ["GET", "/api/auth/user"],
    ["GET", "/api/bookings"],
    ["GET", "/api/coaches"],
    ["GET", "/api/blog"],
    ["GET", "/api/health"],
    ["GET", "/api/no-such-route"],
    ["GET", "/api/admin/coaches"],
    ["POST", "/api/contact"],
  ])("is private, no-store for %s %s with a session cookie", async (method, path) => {
    const response = await app.request(path, {
      method,
      headers: { Cookie: account.jar.header },
      ...(method === "POST" ? { json: {} } : {}),
    });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is private, no-store on the answer that signs someone in", async () => {
    const response = await app.request("/api/auth/sign-in", { method: "POST", json: { email: account.email, password: account.password } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("stays as the route set it for a visitor without a session", async () => {
    const coaches = await app.request("/api/coaches");
    expect(coaches.status).toBe(200);
    expect(coaches.headers.get("cache-control")).toBe("no-cache");
  });

  it("leaves public images alone", async () => {
    const avatar = await app.request("/avatars/micah/sam.svg", { headers: { Cookie: account.jar.header } });
    expect(avatar.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
