// Video session rooms over real HTTP (docs/product/api.md#video-sessions), on a controlled clock: the
// room answers its two people only (everyone else, staff included, 404 as for an unknown booking, and so
// does a booking without a room), the signalling routes refuse outside the window (409, at its exact
// edges), a signal of exactly 64 KB is taken and one byte more is 413, bad input is 400, and an account
// that signals too often gets 429 with Retry-After.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientBooking } from "#common/bookings";
import { SIGNAL_MAX_BYTES, VIDEO_SESSION_TEXTS, roomWindow, type SessionRoom } from "#common/video-sessions";
import { bookings, videoSessionAttendance } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, insertPaidVideoSession, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { startTestApp } from "../../../tests/support/test-app";

const MINUTE = 60_000;
let clock = Date.parse("2026-12-01T15:00:00Z");
const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL, RATE_LIMIT_SIGNALS_PER_ACCOUNT: "5/1m" }, { now: () => clock });
const db = app.database.db;

let coach: CoachAccount;
let otherCoach: CoachAccount;
let client: TestAccount;
let otherClient: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  [coach, otherCoach, client, otherClient] = await Promise.all([
    coachAccount(app, { firstName: "Maya", lastName: "Lin" }),
    coachAccount(app),
    createAccount(app, { firstName: "Robin", lastName: "Hart" }),
    createAccount(app, { firstName: "Sam", lastName: "Other" }),
  ]);
  admin = await adminAccount(app);
});

function booking(values: Partial<typeof bookings.$inferInsert> & { startsInMinutes?: number } = {}): Promise<string> {
  const { startsInMinutes = 5, ...rest } = values;
  return insertPaidVideoSession(db, {
    coachId: coach.coachId,
    clientId: client.user.id,
    email: client.email,
    scheduledDate: new Date(clock + startsInMinutes * MINUTE),
    clientTimeZone: "Europe/Paris",
    ...rest,
  });
}

const get = (account: TestAccount | undefined, path: string) => app.request(path, account ? asUser(account) : {});
const post = (account: TestAccount | undefined, path: string, json: unknown) =>
  app.request(path, account ? asUser(account, { method: "POST", json }) : { method: "POST", json });
const postRaw = (account: TestAccount, path: string, body: string) =>
  app.request(path, asUser(account, { method: "POST", body, headers: { "Content-Type": "application/json" } }));
const candidate = { type: "candidate", payload: { candidate: "candidate:1 1 udp 2122260223 10.0.0.1 54321 typ host", sdpMid: "0" } };

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message });
}

describe("GET /api/sessions/{bookingId}", () => {
  let id: string;
  beforeAll(async () => {
    id = await booking({ startsInMinutes: 30 });
  });

  it("gives the client the room: window, state, the coach's name, no ICE servers by default, and the client's zone", async () => {
    const response = await get(client, `/api/sessions/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const window = roomWindow(new Date(clock + 30 * MINUTE), 50);
    expect((await response.json()) as SessionRoom).toEqual({
      bookingId: id,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      state: "early",
      startsAt: new Date(clock + 30 * MINUTE).toISOString(),
      duration: 50,
      timeZone: "Europe/Paris",
      role: "client",
      peer: { name: "Maya Lin" },
      iceServers: [],
      attendance: [],
    });
  });

  it("gives the coach's account the same room with the client's name, in the booking's zone", async () => {
    const room = (await (await get(coach, `/api/sessions/${id}`)).json()) as SessionRoom;
    expect(room).toMatchObject({ role: "coach", peer: { name: "Robin Hart" }, timeZone: "America/New_York", state: "early" });
  });

  it("shows when each person joined and left, latest first, in the room, My Sessions and the Coach Workspace", async () => {
    const at = (minutes: number) => new Date(clock + minutes * MINUTE);
    await db.insert(videoSessionAttendance).values([
      // The client's first stream was served by a process that died: last seen at -8, never closed.
      { bookingId: id, userId: client.user.id, role: "client", joinedAt: at(-10), seenAt: at(-8) },
      { bookingId: id, userId: client.user.id, role: "client", joinedAt: at(-3), leftAt: at(-2), seenAt: at(-2) },
      { bookingId: id, userId: coach.user.id, role: "coach", joinedAt: at(-1), seenAt: at(-1) },
    ]);
    const expected = [
      { role: "coach", joinedAt: at(-1).toISOString(), leftAt: null },
      { role: "client", joinedAt: at(-3).toISOString(), leftAt: at(-2).toISOString() },
      { role: "client", joinedAt: at(-10).toISOString(), leftAt: at(-8).toISOString() },
    ];
    const room = (await (await get(client, `/api/sessions/${id}`)).json()) as SessionRoom;
    expect(room.attendance).toEqual(expected);
    const roomOf = async (account: TestAccount, path: string) =>
      ((await (await get(account, path)).json()) as ClientBooking[]).find((booking) => booking.id === id)?.room;
    expect((await roomOf(client, "/api/bookings"))?.attendance).toEqual(expected);
    expect((await roomOf(coach, "/api/coach/bookings"))?.attendance).toEqual(expected);
    expect(await app.services.videoSessions.listAttendance([id])).toHaveLength(3);
    await db.delete(videoSessionAttendance).where(eq(videoSessionAttendance.bookingId, id));
  });

  it("is 401 signed out, and 404 for another client, another coach, staff and a malformed id", async () => {
    expect((await get(undefined, `/api/sessions/${id}`)).status).toBe(401);
    for (const account of [otherClient, otherCoach, admin]) {
      await expectRefused(await get(account, `/api/sessions/${id}`), 404, VIDEO_SESSION_TEXTS.notFound);
    }
    await expectRefused(await get(client, "/api/sessions/not-a-booking"), 404, VIDEO_SESSION_TEXTS.notFound);
    await expectRefused(await get(client, "/api/sessions/3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f"), 404, VIDEO_SESSION_TEXTS.notFound);
  });

  it("is 404 on every route for a session in person, one waiting for payment and a cancelled one", async () => {
    const roomless = [
      await booking({ sessionFormat: "in-person", startsInMinutes: 3 * 60 }),
      await booking({ status: "pending", paymentStatus: "pending", startsInMinutes: 6 * 60 }),
      await booking({ status: "cancelled", startsInMinutes: 9 * 60 }),
    ];
    for (const roomId of roomless) {
      for (const account of [client, coach]) {
        await expectRefused(await get(account, `/api/sessions/${roomId}`), 404, VIDEO_SESSION_TEXTS.notFound);
        await expectRefused(await get(account, `/api/sessions/${roomId}/signal`), 404, VIDEO_SESSION_TEXTS.notFound);
        await expectRefused(await post(account, `/api/sessions/${roomId}/signal`, candidate), 404, VIDEO_SESSION_TEXTS.notFound);
      }
    }
  });
});

describe("the signalling routes", () => {
  it("are 401 signed out and 404 for everyone outside the booking", async () => {
    const id = await booking({ startsInMinutes: 12 * 60 });
    expect((await get(undefined, `/api/sessions/${id}/signal`)).status).toBe(401);
    expect((await post(undefined, `/api/sessions/${id}/signal`, candidate)).status).toBe(401);
    for (const account of [otherClient, otherCoach, admin]) {
      await expectRefused(await get(account, `/api/sessions/${id}/signal`), 404, VIDEO_SESSION_TEXTS.notFound);
      await expectRefused(await post(account, `/api/sessions/${id}/signal`, candidate), 404, VIDEO_SESSION_TEXTS.notFound);
    }
  });

  it("are 409 before the room opens and from the instant it closes, and work from the instant it opens", async () => {
    const id = await booking({ startsInMinutes: 15 * 60 });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    const window = roomWindow(row.scheduledDate, row.duration);
    const saved = clock;
    try {
      clock = window.opensAt.getTime() - 1;
      await expectRefused(await post(client, `/api/sessions/${id}/signal`, candidate), 409, VIDEO_SESSION_TEXTS.notOpen);
      await expectRefused(await get(client, `/api/sessions/${id}/signal`), 409, VIDEO_SESSION_TEXTS.notOpen);
      clock = window.opensAt.getTime();
      expect((await post(client, `/api/sessions/${id}/signal`, candidate)).status).toBe(202);
      clock = window.closesAt.getTime();
      await expectRefused(await post(coach, `/api/sessions/${id}/signal`, candidate), 409, VIDEO_SESSION_TEXTS.notOpen);
      await expectRefused(await get(coach, `/api/sessions/${id}/signal`), 409, VIDEO_SESSION_TEXTS.notOpen);
      expect(((await (await get(coach, `/api/sessions/${id}`)).json()) as SessionRoom).state).toBe("ended");
    } finally {
      clock = saved;
    }
  });

  it("take a signal of exactly 64 KB and refuse one byte more with 413", async () => {
    const id = await booking({ startsInMinutes: 18 * 60 });
    const saved = clock;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    clock = row.scheduledDate.getTime();
    try {
      const body = (bytes: number) => {
        const empty = JSON.stringify({ type: "offer", payload: { sdp: "" } });
        return JSON.stringify({ type: "offer", payload: { sdp: "x".repeat(bytes - empty.length) } });
      };
      expect(Buffer.byteLength(body(SIGNAL_MAX_BYTES))).toBe(SIGNAL_MAX_BYTES);
      expect((await postRaw(client, `/api/sessions/${id}/signal`, body(SIGNAL_MAX_BYTES))).status).toBe(202);
      await expectRefused(
        await postRaw(client, `/api/sessions/${id}/signal`, body(SIGNAL_MAX_BYTES + 1)),
        413,
        VIDEO_SESSION_TEXTS.tooLarge,
      );
      await expectRefused(await postRaw(client, `/api/sessions/${id}/signal`, body(200 * 1024)), 413, VIDEO_SESSION_TEXTS.tooLarge);
    } finally {
      clock = saved;
    }
  });

  it("refuse bad input with 400 and a message that says what is wrong", async () => {
    const id = await booking({ startsInMinutes: 21 * 60 });
    const hello = await post(client, `/api/sessions/${id}/signal`, { type: "hello", payload: {} });
    expect(hello.status).toBe(400);
    expect(await hello.json()).toEqual({
      message: "Invalid signal: type must be one of offer, answer, candidate, restart",
      errors: { type: "type must be one of offer, answer, candidate, restart" },
    });
    expect((await postRaw(client, `/api/sessions/${id}/signal`, "{not json")).status).toBe(400);
    expect((await post(client, `/api/sessions/${id}/signal`, ["offer"])).status).toBe(400);
  });
});

describe("the signal limit", () => {
  it("answers 429 with Retry-After once an account has sent its limit (5 a minute here), and not for the other person", async () => {
    const [limitedClient, limitedCoach] = await Promise.all([createAccount(app), coachAccount(app)]);
    const id = await booking({ clientId: limitedClient.user.id, coachId: limitedCoach.coachId, startsInMinutes: 2 });
    for (let i = 0; i < 5; i++) expect((await post(limitedClient, `/api/sessions/${id}/signal`, candidate)).status).toBe(202);
    const refused = await post(limitedClient, `/api/sessions/${id}/signal`, candidate);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many signals\. Please try again in \d+ (seconds?|minutes?)\.$/,
    );
    expect((await post(limitedCoach, `/api/sessions/${id}/signal`, candidate)).status).toBe(202);
  });
});
