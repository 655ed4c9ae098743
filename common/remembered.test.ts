import { describe, expect, it } from "vitest";
import { remembered } from "./remembered";

describe("remembered", () => {
  it("computes a key once and answers it again from memory", () => {
    const seen: string[] = [];
    const upper = remembered((key) => {
      seen.push(key);
      return key.toUpperCase();
    });
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(seen).toEqual(["a", "b"]);
  });

  it("holds at most its limit of keys, then starts over", () => {
    const seen: string[] = [];
    const same = remembered((key) => {
      seen.push(key);
      return key;
    }, 2);
    same("a");
    same("b");
    same("c"); // full: forgets a and b, keeps c
    same("a");
    same("c");
    expect(seen).toEqual(["a", "b", "c", "a"]);
  });

  it("remembers an answer that is undefined or empty", () => {
    let calls = 0;
    const nothing = remembered(() => {
      calls += 1;
      return undefined;
    });
    nothing("x");
    nothing("x");
    expect(calls).toBe(1);
  });
});
