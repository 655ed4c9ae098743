import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJson, isUnauthorizedError } from "./api";

function respondWith(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with credentials", async () => {
    const fetchMock = respondWith(201, '{"id":"1"}');
    await apiRequest("POST", "/api/things", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/things",
      expect.objectContaining({
        method: "POST",
        credentials: "include",
        body: '{"a":1}',
        headers: { "Content-Type": "application/json" },
      }),
    );
  });

  it("raises 'STATUS: body' for a non-OK answer", async () => {
    respondWith(400, '{"message":"Invalid request"}');
    const error = await apiRequest("POST", "/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Invalid request"}');
    expect((error as ApiError).serverMessage).toBe("Invalid request");
  });

  it("uses the status text when the body is empty", async () => {
    respondWith(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getJson", () => {
  it("joins the key parts with '/'", async () => {
    const fetchMock = respondWith(200, "[]");
    await getJson(["/api/coaches", "abc", "reviews"]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/coaches/abc/reviews");
  });

  it("raises on 401 by default and can return null instead", async () => {
    respondWith(401, '{"message":"Unauthorized"}');
    const error = await getJson(["/api/auth/user"]).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
    respondWith(401, '{"message":"Unauthorized"}');
    await expect(getJson(["/api/auth/user"], { on401: "returnNull" })).resolves.toBeNull();
  });
});
