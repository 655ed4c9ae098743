import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { addressLimitKey, createRateLimiter, describeWait } from "./service";

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
    const rule = { name: "test:d", limit: 1, windowMs: 60_000 };
    expect((await limiter.consume(rule, "x")).allowed).toBe(true);
    expect((await limiter.consume(rule, "x")).allowed).toBe(false);
    // A minute passes: the counted events are moved back, as the sign-in limits' tests do.
    await database.db.execute(sql`update rate_limit_events set occurred_at = occurred_at - interval '61 seconds'`);
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

  it("lets exactly N of a parallel burst through", async () => {
    const rule = { name: "test:burst", limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(rule, "burst")));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("counts IPv6 clients by their /64 and IPv4-mapped addresses as IPv4", async () => {
    const rule = { name: "test:network", limit: 1, windowMs: 60_000 };
    expect((await limiter.consume(rule, "2001:db8:aa:1::1")).allowed).toBe(true);
    // Another address in the same /64 (written out in full, upper case) shares the counter …
    expect((await limiter.consume(rule, "2001:0DB8:00AA:0001:ffff:1234:5678:9abc")).allowed).toBe(false);
    // … the neighbouring /64 has its own.
    expect((await limiter.consume(rule, "2001:db8:aa:2::1")).allowed).toBe(true);

    expect((await limiter.consume(rule, "203.0.113.7")).allowed).toBe(true);
    expect((await limiter.consume(rule, "::ffff:203.0.113.7")).allowed).toBe(false);
    expect((await limiter.consume(rule, "::ffff:203.0.113.8")).allowed).toBe(true);
  });

  it("names the counter of an address", () => {
    expect(addressLimitKey("2001:db8:aa:1::1")).toBe("2001:db8:aa:1::/64");
    expect(addressLimitKey("2001:db8:aa:1:2:3:4:5")).toBe("2001:db8:aa:1::/64");
    expect(addressLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(addressLimitKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(addressLimitKey("::FFFF:0102:0304")).toBe("1.2.3.4");
    expect(addressLimitKey("64:ff9b::1.2.3.4")).toBe("64:ff9b:0:0::/64");
    expect(addressLimitKey("1.2.3.4")).toBe("1.2.3.4");
  });

  it("describes waits for people", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(61)).toBe("2 minutes");
    expect(describeWait(600)).toBe("10 minutes");
  });
});
