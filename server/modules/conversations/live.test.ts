// Live conversations across processes: two apps on one database stand for two web workers. A message
// written through one reaches the other person's stream on the other within a second; a read reaches
// the sender; a stream that reconnects with the last id it had gets what it missed, also what was
// sent while its process had lost its listening connection; nobody else's stream hears anything.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationEvent } from "#common/conversations";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { openEventStream } from "../../../tests/support/event-stream";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

const workerA = await startTestApp();
const workerB = await startTestApp({}, { database: workerA.database });

let coach: CoachAccount;
let client: TestAccount;
let stranger: TestAccount;
let conversationId: string;

beforeAll(async () => {
  [coach, client, stranger] = await Promise.all([coachAccount(workerA), createAccount(workerA), createAccount(workerA)]);
  const started = await workerA.request(
    "/api/conversations",
    asUser(client, { method: "POST", json: { coachId: coach.coachId, body: "Hello!" } }),
  );
  conversationId = ((await started.json()) as { id: string }).id;
});

const stream = (app: TestApp, account: TestAccount, lastEventId?: string) =>
  openEventStream(`${app.baseUrl}/api/conversations/events`, {
    cookie: account.jar.header,
    ...(lastEventId ? { "last-event-id": lastEventId } : {}),
  });

const send = (app: TestApp, account: TestAccount, body: string) =>
  app.request(`/api/conversations/${conversationId}/messages`, asUser(account, { method: "POST", json: { body } }));

const isMessage = (body: string) => (event: ConversationEvent) => event.type === "message" && event.message.body === body;

describe("the live stream", () => {
  it("starts with the viewer's unread count and is an event stream nobody may cache", async () => {
    const coachStream = await stream(workerB, coach);
    expect(coachStream.status).toBe(200);
    expect(await coachStream.next((event) => event.type === "unread")).toEqual({ type: "unread", unread: 1 });
    coachStream.close();
  });

  it("brings a message written through another process within a second, and the read back to its sender", async () => {
    const clientStream = await stream(workerA, client);
    const coachStream = await stream(workerB, coach);
    await clientStream.next((event) => event.type === "unread");
    await coachStream.next((event) => event.type === "unread");
    const sentAt = performance.now();
    expect((await send(workerB, coach, "Hi Robin, welcome.")).status).toBe(201);
    const arrived = await clientStream.next(isMessage("Hi Robin, welcome."));
    expect(performance.now() - sentAt).toBeLessThan(1_000);
    expect(arrived).toMatchObject({ type: "message", unread: 1, message: { sender: "coach", mine: false, read: false, conversationId } });
    // The sender's own other tabs see it too, as their own.
    expect(await coachStream.next(isMessage("Hi Robin, welcome."))).toMatchObject({ message: { mine: true } });

    await workerA.request(`/api/conversations/${conversationId}/read`, asUser(client, { method: "POST" }));
    const read = await coachStream.next((event) => event.type === "read");
    expect(read).toMatchObject({ type: "read", conversationId, reader: "client" });
    clientStream.close();
    coachStream.close();
  });

  it("tells nobody else", async () => {
    const strangerStream = await stream(workerA, stranger);
    await strangerStream.next((event) => event.type === "unread");
    await send(workerB, coach, "Only for Robin.");
    // The stranger's own conversation afterwards: notices come in commit order, so once this one has
    // arrived, the one before it would have too.
    const own = await workerB.request(
      "/api/conversations",
      asUser(stranger, { method: "POST", json: { coachId: coach.coachId, body: "A question of my own." } }),
    );
    expect(own.status).toBe(201);
    await strangerStream.next(isMessage("A question of my own."));
    expect(strangerStream.events.some(({ event }) => event.type === "message" && event.message.body === "Only for Robin.")).toBe(false);
    strangerStream.close();
  });

  it("catches up after a dropped connection from the last event id it had", async () => {
    const first = await stream(workerA, client);
    await send(workerB, coach, "Before the drop.");
    await first.next(isMessage("Before the drop."));
    const lastId = first.events.at(-1)?.id as string;
    first.close();
    await send(workerB, coach, "While away, one.");
    await send(workerB, coach, "While away, two.");
    const again = await stream(workerA, client, lastId);
    await again.next(isMessage("While away, one."));
    await again.next(isMessage("While away, two."));
    again.close();
  });

  it("ends its streams when its listening connection was lost, and they catch up on reconnecting", async () => {
    const live = await stream(workerA, client);
    await live.next((event) => event.type === "unread");
    await send(workerB, coach, "Just before the cut.");
    await live.next(isMessage("Just before the cut."));
    const lastId = live.events.at(-1)?.id as string;
    await workerA.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'kindred-conversations-listener'`,
    );
    await send(workerB, coach, "Sent while the listeners were away.");
    // Each process connects again and ends its streams; the browser reconnects with its last id.
    await live.ended;
    const again = await stream(workerA, client, lastId);
    await again.next(isMessage("Sent while the listeners were away."));
    // And the new connection hears new messages again.
    await send(workerB, coach, "After the cut.");
    await again.next(isMessage("After the cut."));
    again.close();
  });
});
