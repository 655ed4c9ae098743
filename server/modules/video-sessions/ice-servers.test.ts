// ICE servers from configuration: none by default; ICE_SERVERS as given; with TURN_SECRET, coturn's
// REST credentials (username `{expiry}:{account}`, password base64 HMAC-SHA1) on turn:/turns: servers
// only, valid for TURN_CREDENTIAL_TTL and at least until the room closes. Bad settings stop the start
// with a line that says what is wrong, without echoing what may hold a password.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { iceServersFor, turnCredential } from "./ice-servers";

const base = { NODE_ENV: "test" };
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("ICE servers from configuration", () => {
  it("are none by default, with credentials valid an hour", () => {
    const { video } = loadConfig(base);
    expect(video).toEqual({ iceServers: [], turnSecret: undefined, turnCredentialTtlMs: 3_600_000 });
    expect(iceServersFor(video, "u1", { closesAt: new Date() }, Date.now())).toEqual([]);
  });

  it("are given as configured without TURN_SECRET", () => {
    const servers = [
      { urls: "stun:stun.example.com:3478" },
      { urls: ["turn:turn.example.com:3478"], username: "kindred", credential: "fixed" },
    ];
    const { video } = loadConfig({ ...base, ICE_SERVERS: JSON.stringify(servers) });
    expect(iceServersFor(video, "u1", { closesAt: new Date() }, Date.now())).toEqual(servers);
  });

  it("get coturn's time-limited credentials on TURN servers with TURN_SECRET, until the later of the TTL and the room's end", () => {
    const { video } = loadConfig({
      ...base,
      ICE_SERVERS: JSON.stringify([
        { urls: "stun:turn.example.com:3478" },
        { urls: ["turn:turn.example.com:3478", "turns:turn.example.com:5349"] },
      ]),
      TURN_SECRET: "a-long-shared-secret",
      TURN_CREDENTIAL_TTL: "30m",
    });
    const now = Date.parse("2026-12-01T15:00:00Z");
    const [stun, turn] = iceServersFor(video, "user-1", { closesAt: new Date(now + 90 * 60_000) }, now);
    expect(stun).toEqual({ urls: "stun:turn.example.com:3478" });
    const expiry = Math.floor((now + 90 * 60_000) / 1000);
    expect(turn.username).toBe(`${expiry}:user-1`);
    expect(turn.credential).toBe(createHmac("sha1", "a-long-shared-secret").update(`${expiry}:user-1`).digest("base64"));
    // A room that closes sooner: the TTL decides.
    const [, soon] = iceServersFor(video, "user-1", { closesAt: new Date(now) }, now);
    expect(soon.username).toBe(`${Math.floor((now + 30 * 60_000) / 1000)}:user-1`);
  });

  it("matches coturn's REST format (a known value)", () => {
    expect(turnCredential("secret", "u", new Date(1_700_000_000_000))).toEqual({
      username: "1700000000:u",
      credential: createHmac("sha1", "secret").update("1700000000:u").digest("base64"),
    });
  });

  it("refuse bad settings with a clear line, never echoing ICE_SERVERS or TURN_SECRET", () => {
    expect(problemsOf({ ICE_SERVERS: "stun:x" })).toEqual([
      'ICE_SERVERS must be a JSON array such as [{"urls":"stun:stun.example.com:3478"}]',
    ]);
    expect(problemsOf({ ICE_SERVERS: '[{"urls":"http://x"}]' })[0]).toMatch(
      /^ICE_SERVERS .*entry 1 urls must start with stun:, stuns:, turn: or turns:$/,
    );
    expect(problemsOf({ ICE_SERVERS: '[{"urls":"stun:x","password":"p"}]' })[0]).toMatch(/entry 1 has unknown fields \(password\)$/);
    expect(problemsOf({ ICE_SERVERS: '[{"urls":"turn:x"}]' })).toEqual([
      "ICE_SERVERS lists a turn: or turns: server without username and credential: give them, or set TURN_SECRET (coturn's static-auth-secret)",
    ]);
    expect(problemsOf({ TURN_SECRET: "a-long-shared-secret" })).toEqual([
      "TURN_SECRET is set but ICE_SERVERS lists no turn: or turns: server to use it with",
    ]);
    expect(problemsOf({ ICE_SERVERS: '[{"urls":"turn:x"}]', TURN_SECRET: "short" })).toEqual([
      "TURN_SECRET must be at least 16 characters",
    ]);
    expect(problemsOf({ TURN_CREDENTIAL_TTL: "soon" })[0]).toMatch(/^TURN_CREDENTIAL_TTL must look like "1h"/);
    expect(problemsOf({ RATE_LIMIT_SIGNALS_PER_ACCOUNT: "many" })[0]).toMatch(/^RATE_LIMIT_SIGNALS_PER_ACCOUNT must look like/);
  });

  it("has a signal limit of 600 in 10 minutes by default", () => {
    expect(loadConfig(base).rateLimits.signalsPerAccount).toEqual({ limit: 600, windowMs: 600_000 });
  });
});
