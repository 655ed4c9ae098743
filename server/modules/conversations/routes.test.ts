// Conversations over real HTTP (docs/product/conversations.md, docs/product/api.md#conversations): a
// client starts one from a profile, the coach answers through the same routes, unread counts and read
// state follow, and every refusal (signed out, someone else's conversation, the length limit, a
// block, an unconfirmed address, a coach who cannot receive messages) answers its status and changes
// nothing. Reports reach staff with the messages before them; a deleted account's messages lose
// their text.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationMessage, ConversationSummary, MessageReport } from "#common/conversations";
import { emailOutbox, messages } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount, asUser, TEST_ADMIN_EMAIL } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { databaseFingerprint } from "../../../tests/security/database-fingerprint";

const app = await startTestApp({ ADMIN_EMAILS: TEST_ADMIN_EMAIL });
const db = app.database.db;

let coach: CoachAccount;
let otherCoach: CoachAccount;
let client: TestAccount;
let otherClient: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  [coach, otherCoach, client] = await Promise.all([
    coachAccount(app, { firstName: "Casey", lastName: "Coach" }),
    coachAccount(app),
    createAccount(app, { firstName: "Robin", lastName: "Hart" }),
  ]);
  [otherClient, admin] = await Promise.all([createAccount(app, { firstName: "Sam", lastName: "Other" }), adminAccount(app)]);
});

const post = (account: TestAccount | undefined, path: string, json: unknown) =>
  app.request(path, account ? asUser(account, { method: "POST", json }) : { method: "POST", json });
const get = (account: TestAccount | undefined, path: string) => app.request(path, account ? asUser(account) : {});

async function startWith(account: TestAccount, coachId: string, body: string): Promise<string> {
  const response = await post(account, "/api/conversations", { coachId, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function listOf(account: TestAccount, query = "") {
  const response = await get(account, `/api/conversations${query}`);
  expect(response.status).toBe(200);
  return { total: Number(response.headers.get("x-total-count")), items: (await response.json()) as ConversationSummary[] };
}

async function messagesOf(account: TestAccount, id: string, query = "") {
  const response = await get(account, `/api/conversations/${id}/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ConversationMessage[];
}

describe("a conversation started from a profile", () => {
  let id: string;

  it("is made with the first message, and the same pair gets the same conversation again", async () => {
    id = await startWith(client, coach.coachId, "Hello! Do you work with couples who argue about money?");
    expect(await startWith(client, coach.coachId, "And on weekends?")).toBe(id);
    const mine = await listOf(client, "?role=client");
    const listed = mine.items.find((c) => c.id === id);
    expect(listed).toMatchObject({
      role: "client",
      startedBy: "message",
      other: { name: "Casey Coach", coachId: coach.coachId, deleted: false },
      lastMessage: { firstLine: "And on weekends?", sentByMe: true },
      unread: 0,
      replyBy: null,
    });
  });

  it("is the coach's too, with two unread messages and a reply-by time 24 hours after the first", async () => {
    const theirs = await listOf(coach, "?role=coach");
    const listed = theirs.items.find((c) => c.id === id) as ConversationSummary;
    expect(listed).toMatchObject({ role: "coach", other: { name: "Robin Hart", coachId: null }, unread: 2, overdue: false });
    const first = (await messagesOf(coach, id))[0];
    expect(Date.parse(listed.replyBy as string) - Date.parse(first.createdAt)).toBe(24 * 3_600_000);
    expect(await messagesOf(coach, id)).toEqual([
      expect.objectContaining({
        body: "Hello! Do you work with couples who argue about money?",
        sender: "client",
        mine: false,
        read: false,
      }),
      expect.objectContaining({ body: "And on weekends?", sender: "client", mine: false, read: false }),
    ]);
  });

  it("counts the reply as unread for the client until they read it, and shows who read what", async () => {
    const sent = await post(coach, `/api/conversations/${id}/messages`, { body: "Yes, I do. Saturdays work." });
    expect(sent.status).toBe(201);
    const { id: messageId, createdAt } = (await sent.json()) as { id: string; createdAt: string };
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    // The coach's reply: the reply-by time is gone, and the coach has read the client's messages.
    expect((await listOf(coach, "?role=coach")).items.find((c) => c.id === id)).toMatchObject({ unread: 0, replyBy: null });
    expect((await listOf(client)).items.find((c) => c.id === id)).toMatchObject({ unread: 1 });
    const beforeRead = await messagesOf(client, id);
    expect(beforeRead.map((m) => [m.mine, m.read])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(beforeRead[2].id).toBe(messageId);
    expect((await post(client, `/api/conversations/${id}/read`, {})).status).toBe(204);
    expect((await listOf(client)).items.find((c) => c.id === id)).toMatchObject({ unread: 0 });
    expect((await messagesOf(coach, id)).at(-1)).toMatchObject({ mine: true, read: true });
  });

  it("pages back through the messages with before and limit", async () => {
    const all = await messagesOf(client, id);
    const latest = await get(client, `/api/conversations/${id}/messages?limit=2`);
    expect(latest.headers.get("x-total-count")).toBe(String(all.length));
    expect(((await latest.json()) as ConversationMessage[]).map((m) => m.id)).toEqual(all.slice(-2).map((m) => m.id));
    const earlier = await messagesOf(client, id, `?before=${all[1].id}&limit=10`);
    expect(earlier.map((m) => m.id)).toEqual([all[0].id]);
    expect((await get(client, `/api/conversations/${id}/messages?limit=0`)).status).toBe(400);
    expect((await get(client, `/api/conversations/${id}/messages?before=nope`)).status).toBe(400);
  });

  it("takes 2,000 characters (an emoji counts once) and refuses 2,001 or nothing, naming the field", async () => {
    const longest = "🙂".repeat(2000);
    expect((await post(client, `/api/conversations/${id}/messages`, { body: longest })).status).toBe(201);
    for (const body of ["x".repeat(2001), "   ", ""]) {
      const before = await databaseFingerprint(db);
      const response = await post(client, `/api/conversations/${id}/messages`, { body });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Record<string, string> };
      expect(answer.errors.body).toBe(body.trim() ? "A message can be at most 2,000 characters." : "Please write a message.");
      expect(await databaseFingerprint(db)).toEqual(before);
    }
  });

  it("keeps the text as text: markup is stored and answered exactly as written", async () => {
    const body = `<img src=x onerror="alert(1)"><script>alert(2)</script> https://example.com`;
    await post(coach, `/api/conversations/${id}/messages`, { body });
    expect((await messagesOf(client, id)).at(-1)?.body).toBe(body);
  });

  it("is 404 to another client and to another coach, for every route, and nothing changes", async () => {
    const [someMessage] = await messagesOf(client, id);
    for (const outsider of [otherClient, otherCoach, admin]) {
      const before = await databaseFingerprint(db);
      const calls = [
        get(outsider, `/api/conversations/${id}`),
        get(outsider, `/api/conversations/${id}/messages`),
        post(outsider, `/api/conversations/${id}/messages`, { body: "Hi there" }),
        post(outsider, `/api/conversations/${id}/read`, {}),
        app.request(`/api/conversations/${id}/block`, asUser(outsider, { method: "PUT", json: { blocked: true } })),
        post(outsider, `/api/messages/${someMessage.id}/report`, { reason: "spam" }),
      ];
      for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
      expect((await listOf(outsider)).items.map((c) => c.id)).not.toContain(id);
      expect(await databaseFingerprint(db)).toEqual(before);
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await get(client, `/api/conversations/${unknown}`)).status).toBe(404);
      expect((await post(client, `/api/conversations/${unknown}/messages`, { body: "Hi" })).status).toBe(404);
    }
  });
});

describe("every conversation route signed out", () => {
  it("answers 401 and changes nothing", async () => {
    const before = await databaseFingerprint(db);
    const id = "00000000-0000-4000-8000-000000000000";
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/conversations"],
      ["POST", "/api/conversations", { coachId: coach.coachId, body: "Hello" }],
      ["GET", "/api/conversations/events"],
      ["GET", `/api/conversations/${id}`],
      ["GET", `/api/conversations/${id}/messages`],
      ["POST", `/api/conversations/${id}/messages`, { body: "Hello" }],
      ["POST", `/api/conversations/${id}/read`, {}],
      ["PUT", `/api/conversations/${id}/block`, { blocked: true }],
      ["POST", `/api/messages/${id}/report`, {}],
      ["POST", "/api/conversation-links/open", { token: "x".repeat(43) }],
      ["GET", "/api/message-preferences"],
      ["PUT", "/api/message-preferences", { messageEmails: false }],
    ];
    for (const [method, path, json] of calls) {
      const response = await app.request(path, { method, ...(json === undefined ? {} : { json }) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await databaseFingerprint(db)).toEqual(before);
  });
});

describe("who may start a conversation", () => {
  it("needs a confirmed address (403), an active coach (404) who can receive messages (409), and not oneself (400)", async () => {
    const unconfirmed = await createAccount(app, { verified: false });
    const unlinked = await insertCoach(db, { firstName: "Una", lastName: "Linked" });
    const inactive = await insertCoach(db, { firstName: "Ina", lastName: "Ctive", isActive: false });
    const cases: [TestAccount, string, number, string][] = [
      [unconfirmed, coach.coachId, 403, "Please confirm your e-mail address before sending messages."],
      [client, inactive.id, 404, "Coach not found"],
      [client, "00000000-0000-4000-8000-000000000000", 404, "Coach not found"],
      [client, unlinked.id, 409, "This coach can't receive messages in Kindred yet. Please send a consultation request instead."],
      [coach, coach.coachId, 400, "You can't send a message to yourself."],
    ];
    for (const [account, coachId, status, message] of cases) {
      const before = await databaseFingerprint(db);
      const response = await post(account, "/api/conversations", { coachId, body: "Hello there" });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
      expect(await databaseFingerprint(db)).toEqual(before);
    }
  });
});

describe("blocking", () => {
  it("stops either side from sending until the one who blocked unblocks", async () => {
    const blocker = await coachAccount(app);
    const id = await startWith(client, blocker.coachId, "Hello, are you taking new clients?");
    const blocked = await app.request(`/api/conversations/${id}/block`, asUser(blocker, { method: "PUT", json: { blocked: true } }));
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ blockedByMe: true, blockedByOther: false });
    expect((await app.request(`/api/conversations/${id}`, asUser(client)).then((r) => r.json())) as ConversationSummary).toMatchObject({
      blockedByMe: false,
      blockedByOther: true,
    });
    const before = await databaseFingerprint(db);
    const fromClient = await post(client, `/api/conversations/${id}/messages`, { body: "Hello?" });
    expect(fromClient.status).toBe(403);
    expect(((await fromClient.json()) as { message: string }).message).toBe("You can't send messages in this conversation.");
    expect((await post(client, "/api/conversations", { coachId: blocker.coachId, body: "Hello again" })).status).toBe(403);
    const fromCoach = await post(blocker, `/api/conversations/${id}/messages`, { body: "Hi" });
    expect(((await fromCoach.json()) as { message: string }).message).toBe("You blocked this conversation. Unblock it to send a message.");
    expect(await databaseFingerprint(db)).toEqual(before);
    await app.request(`/api/conversations/${id}/block`, asUser(blocker, { method: "PUT", json: { blocked: false } }));
    expect((await post(client, `/api/conversations/${id}/messages`, { body: "Hello?" })).status).toBe(201);
  });
});

describe("reports", () => {
  it("send a received message and the ones before it to staff, once per person, and tell staff by e-mail", async () => {
    const reported = await coachAccount(app, { firstName: "Rex", lastName: "Ported" });
    const id = await startWith(client, reported.coachId, "Hi, first question.");
    await post(reported, `/api/conversations/${id}/messages`, { body: "Something unkind." });
    const [mine, theirs] = await messagesOf(client, id);
    const own = await post(client, `/api/messages/${mine.id}/report`, { reason: "mine" });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { message: string }).message).toBe("You can only report messages sent to you.");
    const first = await post(client, `/api/messages/${theirs.id}/report`, { reason: "Rude" });
    expect(first.status).toBe(201);
    const again = await post(client, `/api/messages/${theirs.id}/report`, { reason: "Rude" });
    expect(again.status).toBe(200);
    const { id: reportId } = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(reportId);
    const staff = await app.request("/api/admin/message-reports", asUser(admin));
    const reports = (await staff.json()) as MessageReport[];
    expect(reports.find((r) => r.id === reportId)).toMatchObject({
      reason: "Rude",
      reporter: { role: "client", name: "Robin Hart" },
      coach: { id: reported.coachId, name: "Rex Ported" },
      context: [
        { sender: "client", name: "Robin Hart", body: "Hi, first question.", reported: false },
        { sender: "coach", name: "Rex Ported", body: "Something unkind.", reported: true },
      ],
    });
    const notices = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "conversation.report"));
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).not.toContain("Something unkind.");
    expect((await app.request("/api/admin/message-reports", asUser(client))).status).toBe(403);
    expect(
      (await app.request(`/api/admin/message-reports/${reportId}`, asUser(admin, { method: "PATCH", json: { resolved: true } }))).status,
    ).toBe(204);
  });
});

describe("a deleted account", () => {
  it("leaves its messages without their text, and the coach sees a deleted account", async () => {
    const leaving = await createAccount(app, { firstName: "Lee", lastName: "Ving" });
    const id = await startWith(leaving, coach.coachId, "Please call me back.");
    await post(coach, `/api/conversations/${id}/messages`, { body: "Of course." });
    const deleted = await app.request("/api/auth/user", asUser(leaving, { method: "DELETE", json: { password: leaving.password } }));
    expect(deleted.status).toBe(204);
    const seen = await messagesOf(coach, id);
    expect(seen.map((m) => m.body)).toEqual([null, "Of course."]);
    expect((await listOf(coach)).items.find((c) => c.id === id)?.other).toMatchObject({ name: "Deleted account", deleted: true });
    const stored = await db.select({ body: messages.body }).from(messages).where(eq(messages.conversationId, id));
    expect(JSON.stringify(stored)).not.toContain("Please call me back.");
  });
});

describe("message e-mail preferences", () => {
  it("are on by default and can be turned off", async () => {
    expect(await (await get(otherClient, "/api/message-preferences")).json()).toEqual({ messageEmails: true });
    const off = await app.request("/api/message-preferences", asUser(otherClient, { method: "PUT", json: { messageEmails: false } }));
    expect(await off.json()).toEqual({ messageEmails: false });
    expect(await (await get(otherClient, "/api/message-preferences")).json()).toEqual({ messageEmails: false });
    const bad = await app.request("/api/message-preferences", asUser(otherClient, { method: "PUT", json: { messageEmails: "no" } }));
    expect(bad.status).toBe(400);
  });
});
