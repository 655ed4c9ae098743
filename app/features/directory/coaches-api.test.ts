import { afterEach, describe, expect, it, vi } from "vitest";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import { fetchCoach } from "./coaches-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

function respondWith(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof respondWith>) => (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

describe("fetchCoach", () => {
  it("marks only the profile page's fetch as a profile view", async () => {
    const asView = respondWith(200, '{"id":"c 1"}');
    expect(await fetchCoach("c 1", undefined, { asProfileView: true })).toEqual({ id: "c 1" });
    expect(asView.mock.calls[0]?.[0]).toBe("/api/coaches/c%201");
    expect(headersOf(asView)[PROFILE_VIEW_HEADER]).toBe("1");

    const plain = respondWith(200, '{"id":"c1"}');
    await fetchCoach("c1");
    expect(headersOf(plain)).not.toHaveProperty(PROFILE_VIEW_HEADER);
  });

  it("answers null for an unknown coach", async () => {
    respondWith(404, '{"message":"Coach not found"}');
    expect(await fetchCoach("missing", undefined, { asProfileView: true })).toBeNull();
  });
});
