// The signalling of a room across processes: two apps on one database stand for two web workers, the
// client's stream on one and the coach's on the other. Entering says whether the other person is there
// and tells them; a signal posted on one worker reaches the other person's stream on the other (a
// 20 KB one whole, through several notifications), never the sender's; a second tab of the same person
// replaces the first wherever it is, without the other person hearing a departure; leaving is heard;
// the window's end closes the streams. Attendance keeps the times only: nothing of a signal is in any
// table or any log line.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SignalEvent } from "#common/video-sessions";
import { ROOM_CLOSES_AFTER_MS } from "#common/video-sessions";
import { videoSessionAttendance } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { asUser, insertPaidVideoSession } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { openEventStream, type OpenStream } from "../../../tests/support/event-stream";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const workerA = await startTestApp();
const workerB = await startTestApp({}, { database: workerA.database });
const db = workerA.database.db;

let coach: CoachAccount;
let client: TestAccount;
let bookingId: string;

/** A confirmed video session of the client with the coach, starting at `startMs`. */
function session(startMs: number, duration = 50): Promise<string> {
  return insertPaidVideoSession(db, {
    coachId: coach.coachId,
    clientId: client.user.id,
    email: client.email,
    scheduledDate: new Date(startMs),
    duration,
  });
}

beforeAll(async () => {
  [coach, client] = await Promise.all([coachAccount(workerA, { firstName: "Maya", lastName: "Lin" }), createAccount(workerA)]);
  bookingId = await session(Date.now() + 5 * 60_000);
});

type Stream = OpenStream<SignalEvent>;
const open = async (app: TestApp, account: TestAccount, id = bookingId): Promise<Stream> => {
  const stream = await openEventStream<SignalEvent>(`${app.baseUrl}/api/sessions/${id}/signal`, { cookie: account.jar.header });
  expect(stream.status).toBe(200);
  return stream;
};
const send = (app: TestApp, account: TestAccount, json: unknown, id = bookingId) =>
  app.request(`/api/sessions/${id}/signal`, asUser(account, { method: "POST", json }));
const is = (type: SignalEvent["type"]) => (event: SignalEvent) => event.type === type;
const signals = (stream: Stream) => stream.events.filter(({ event }) => event.type === "signal").map(({ event }) => event);
const openRows = async (id: string) =>
  (
    await db.execute<{ role: string }>(
      sql`select role from video_session_attendance where booking_id = ${id} and left_at is null order by role`,
    )
  ).rows;

describe("a room's signalling across two workers", () => {
  it("welcomes, tells the other person, relays signals both ways (20 KB whole) and hears a departure", async () => {
    const clientStream = await open(workerA, client);
    expect(await clientStream.next(is("welcome"))).toEqual({ type: "welcome", peerPresent: false });
    expect(clientStream.events[0].event.type).toBe("welcome");

    const coachStream = await open(workerB, coach);
    expect(await coachStream.next(is("welcome"))).toEqual({ type: "welcome", peerPresent: true });
    await clientStream.next(is("peer-joined"));
    expect(await openRows(bookingId)).toEqual([{ role: "client" }, { role: "coach" }]);

    const sdp = `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=marker-OFFER-7f3a\r\n${"a=candidate:1 1 udp 2122260223 192.168.1.20 54321 typ host generation 0 ufrag ab12 network-id 1\r\n".repeat(220)}é`;
    expect(sdp.length).toBeGreaterThan(20_000);
    const offer = { type: "offer", payload: { type: "offer", sdp } };
    const sentAt = performance.now();
    expect((await send(workerB, coach, offer)).status).toBe(202);
    expect(await clientStream.next(is("signal"))).toEqual({ type: "signal", signal: offer });
    expect(performance.now() - sentAt).toBeLessThan(1_000);

    const answer = { type: "answer", payload: { type: "answer", sdp: "v=0\r\ns=marker-ANSWER-7f3a\r\n" } };
    expect((await send(workerA, client, answer)).status).toBe(202);
    expect(await coachStream.next(is("signal"))).toEqual({ type: "signal", signal: answer });
    // Never back to its sender.
    expect(signals(clientStream)).toEqual([{ type: "signal", signal: offer }]);
    expect(signals(coachStream)).toEqual([{ type: "signal", signal: answer }]);

    clientStream.close();
    await coachStream.next(is("peer-left"));
    expect(await openRows(bookingId)).toEqual([{ role: "coach" }]);
    coachStream.close();
    await expect.poll(() => openRows(bookingId)).toEqual([]);
  });

  it("replaces a person's older stream (on another worker) with their new one, and the other person hears no departure", async () => {
    const coachStream = await open(workerB, coach);
    await coachStream.next(is("welcome"));
    const firstTab = await open(workerA, client);
    await firstTab.next(is("welcome"));
    await coachStream.next(is("peer-joined"));

    const secondTab = await open(workerB, client);
    expect(await secondTab.next(is("welcome"))).toEqual({ type: "welcome", peerPresent: true });
    await firstTab.next(is("replaced"));
    await firstTab.ended;
    // The coach hears the second arrival, and no departure in between.
    await expect.poll(() => coachStream.events.filter(({ event }) => event.type === "peer-joined").length).toBe(2);
    expect(await openRows(bookingId)).toEqual([{ role: "client" }, { role: "coach" }]);
    expect(coachStream.events.some(({ event }) => event.type === "peer-left")).toBe(false);

    // Signals now reach the new tab only.
    const candidate = { type: "candidate", payload: { candidate: "candidate:marker-CAND-7f3a", sdpMid: "0" } };
    expect((await send(workerA, coach, candidate)).status).toBe(202);
    expect(await secondTab.next(is("signal"))).toEqual({ type: "signal", signal: candidate });
    expect(signals(firstTab)).toEqual([]);
    secondTab.close();
    await coachStream.next(is("peer-left"));
    coachStream.close();
    await expect.poll(() => openRows(bookingId)).toEqual([]);
  });

  it("closes every stream when the window ends", async () => {
    // A session whose room closes a second and a half from now.
    const id = await session(Date.now() - 50 * 60_000 - ROOM_CLOSES_AFTER_MS + 1_500);
    const clientStream = await open(workerA, client, id);
    const coachStream = await open(workerB, coach, id);
    await clientStream.next(is("closed"));
    await coachStream.next(is("closed"));
    await Promise.all([clientStream.ended, coachStream.ended]);
    await expect.poll(() => openRows(id)).toEqual([]);
  });

  it("keeps nothing of a signal: not in any table, not in any log line", async () => {
    const tables = await db.execute<{ name: string }>(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const { name } of tables.rows) {
      const found = await db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${name} t where t::text like '%marker-%-7f3a%'`),
      );
      expect(found.rows[0].n, name).toBe(0);
    }
    for (const line of [...workerA.logs, ...workerB.logs]) expect(line).not.toContain("7f3a");
    const attendance = await db.execute(sql`select * from video_session_attendance limit 1`);
    expect(Object.keys(attendance.rows[0]).sort()).toEqual(["booking_id", "id", "joined_at", "left_at", "role", "seen_at", "user_id"]);
  });

  it("ends its streams when its process stops, records the leaving and tells the other person", async () => {
    const workerC = await startTestApp({}, { database: workerA.database });
    const clientStream = await open(workerA, client);
    await clientStream.next(is("welcome"));
    const coachStream = await open(workerC, coach);
    await coachStream.next(is("welcome"));
    await workerC.services.liveVideoSessions.close();
    await coachStream.ended;
    await clientStream.next(is("peer-left"));
    expect(await openRows(bookingId)).toEqual([{ role: "client" }]);
    const refused = await workerC.request(`/api/sessions/${bookingId}/signal`, asUser(coach));
    expect(refused.status).toBe(503);
    clientStream.close();
    await expect.poll(() => openRows(bookingId)).toEqual([]);
  });

  it("marks an open stream's row as seen with each keep-alive", async () => {
    const workerD = await startTestApp({}, { database: workerA.database, videoKeepAliveMs: 50 });
    const clientStream = await open(workerD, client);
    await clientStream.next(is("welcome"));
    const seenAfterJoin = async () =>
      (
        await db.execute<{ later: boolean }>(
          sql`select seen_at > joined_at as later from video_session_attendance where booking_id = ${bookingId} and left_at is null`,
        )
      ).rows;
    await expect.poll(seenAfterJoin).toEqual([{ later: true }]);
    clientStream.close();
    await expect.poll(() => openRows(bookingId)).toEqual([]);
  });

  it("counts the row of a process that died (never closed, no longer seen) as left when it was last seen", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [stale] = await db
      .insert(videoSessionAttendance)
      .values({ bookingId, userId: client.user.id, role: "client", joinedAt: minutesAgo(4), seenAt: minutesAgo(3) })
      .returning();
    expect(await openRows(bookingId)).toEqual([{ role: "client" }]);

    // The coach comes in alone: nobody is waiting in the room, and the dead row is closed then.
    const coachStream = await open(workerB, coach);
    expect(await coachStream.next(is("welcome"))).toEqual({ type: "welcome", peerPresent: false });
    const [closed] = await db.select().from(videoSessionAttendance).where(eq(videoSessionAttendance.id, stale.id));
    expect(closed.leftAt).toEqual(stale.seenAt);
    expect(await openRows(bookingId)).toEqual([{ role: "coach" }]);

    // The client's browser reconnects (to a live worker) and the call goes on.
    const clientStream = await open(workerA, client);
    expect(await clientStream.next(is("welcome"))).toEqual({ type: "welcome", peerPresent: true });
    await coachStream.next(is("peer-joined"));
    clientStream.close();
    coachStream.close();
    await expect.poll(() => openRows(bookingId)).toEqual([]);
  });
});
