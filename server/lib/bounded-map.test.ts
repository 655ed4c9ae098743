import { describe, expect, it } from "vitest";
import { setBounded } from "./bounded-map";

describe("setBounded", () => {
  it("keeps at most the limit, forgetting the oldest entry first", () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      setBounded(map, key, value, 2);
    expect([...map]).toEqual([
      ["b", 2],
      ["c", 3],
    ]);
  });

  it("replaces a known key without forgetting another", () => {
    const map = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    expect(setBounded(map, "a", 10, 2)).toBe(10);
    expect([...map]).toEqual([
      ["a", 10],
      ["b", 2],
    ]);
  });
});
