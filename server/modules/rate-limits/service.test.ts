import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createRateLimiter, describeWait } from "./service";

const database = await createTestDatabase();
const limiter = createRateLimiter(database.db);

describe("the rate limiter", () => {
  it("allows N requests in the window and refuses the next with a wait", async () => {
    const rule = { name: "test:a", limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.consume(rule, "1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(50);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
    // Refused requests count too.
    expect((await limiter.check(rule, "1.2.3.4")).count).toBe(4);
  });

  it("keeps separate counters per subject and per limit", async () => {
    const rule = { name: "test:b", limit: 1, windowMs: 60_000 };
    expect((await limiter.consume(rule, "a@example.com")).allowed).toBe(true);
    expect((await limiter.consume(rule, "A@EXAMPLE.COM")).allowed).toBe(false);
    expect((await limiter.consume(rule, "b@example.com")).allowed).toBe(true);
    expect((await limiter.consume({ ...rule, name: "test:c" }, "a@example.com")).allowed).toBe(true);
  });

  it("forgets events once the window has passed", async () => {
    const rule = { name: "test:d", limit: 1, windowMs: 300 };
    expect((await limiter.consume(rule, "x")).allowed).toBe(true);
    expect((await limiter.consume(rule, "x")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect((await limiter.consume(rule, "x")).allowed).toBe(true);
  });

  it("can count without checking, check without counting, and reset", async () => {
    const rule = { name: "test:e", limit: 2, windowMs: 60_000 };
    await limiter.record(rule, "acct");
    await limiter.record(rule, "acct");
    expect(await limiter.check(rule, "acct")).toMatchObject({ allowed: false, count: 2 });
    await limiter.reset(rule, "acct");
    expect(await limiter.check(rule, "acct")).toMatchObject({ allowed: true, count: 0 });
  });

  it("describes waits for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(600)).toBe("10 minutes");
  });
});
