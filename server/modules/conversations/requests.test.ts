// A consultation request starts a conversation whose first message is its reason; the visitor, who
// has no account, gets a link in the confirmation e-mail that opens it for an account with that
// address (and proves the address). Then the e-mails that keep anyone from waiting in silence, with a
// controlled clock: an unread message after 10 minutes (once until read, not when turned off), the
// coach's reminder 24 hours after a first message, three similar coaches after 48 hours without a
// reply, and the coach's reply time once there are five replies. And the per-account sending limit.
import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationMessage, ConversationSummary } from "#common/conversations";
import { coachAvailability, conversations, emailOutbox } from "../../db/schema";
import { createAccount, uniqueEmail, type TestAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { coachAccount, type CoachAccount } from "../../../tests/support/coach-accounts";
import { jordanConsultationRequest } from "../../../tests/support/consultation-requests";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { databaseFingerprint } from "../../../tests/security/database-fingerprint";
import { sendReplyReminders, sendSimilarCoachSuggestions, sendUnreadMessageEmails, type ConversationJobsDeps } from "./jobs";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let clock = Date.parse("2026-12-01T09:00:00Z");
const app = await startTestApp({ RATE_LIMIT_MESSAGES_PER_ACCOUNT: "40/1h" }, { now: () => clock });
const db = app.database.db;
const jobs: ConversationJobsDeps = {
  db,
  mail: app.deps.mail,
  now: () => clock,
  issueLink: (tx, id) => app.services.conversations.issueLink(tx, id),
  replyTimeHoursOf: (coachIds) => app.services.conversations.replyTimeHoursOf(coachIds),
};

let coach: CoachAccount;
beforeAll(async () => {
  coach = await coachAccount(app, { firstName: "Maya", lastName: "Lin" });
});

let address = 0;
const requestConsultation = (body: Record<string, unknown>, account?: TestAccount) =>
  app.request("/api/consultations/request", {
    method: "POST",
    json: body,
    headers: { "X-Forwarded-For": `10.1.0.${++address}`, ...(account ? { cookie: account.jar.header } : {}) },
  });

async function mailTo(email: string, kind: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt));
}

const linkIn = (text: string) => /https?:\/\/\S+(\/messages\/open\?token=[\w-]{43})/.exec(text)?.[1];
const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token") as string;

async function coachConversations() {
  return (await (await app.request("/api/conversations?role=coach", asUser(coach))).json()) as ConversationSummary[];
}
const reply = (account: TestAccount, id: string, body: string) =>
  app.request(`/api/conversations/${id}/messages`, asUser(account, { method: "POST", json: { body } }));
const openLink = (account: TestAccount, token: string) =>
  app.request("/api/conversation-links/open", asUser(account, { method: "POST", json: { token } }));

describe("a consultation request from a visitor without an account", () => {
  const email = uniqueEmail("jordan");
  let conversationId: string;
  let link: string;

  it("starts a conversation with its reason as the first message, and e-mails the visitor a link to it", async () => {
    const sent = await requestConsultation(jordanConsultationRequest(coach.coachId, { email }));
    expect(sent.status).toBe(201);
    const listed = (await coachConversations()).find((c) => c.other.name === "Jordan Price") as ConversationSummary;
    expect(listed).toMatchObject({
      startedBy: "consultation",
      unread: 1,
      lastMessage: { firstLine: expect.stringContaining("same fight") },
    });
    conversationId = listed.id;
    const [confirmation] = await mailTo(email, "consultation.visitor-confirmation");
    link = linkIn(confirmation.textBody) as string;
    expect(link).toBeTruthy();
    const [notice] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "consultation.coach-notice"));
    expect(notice.textBody).toContain(`/coach/messages/${conversationId}`);
  });

  it("refuses the link to an account with another address, and to a made-up token, changing nothing", async () => {
    const someoneElse = await createAccount(app);
    const before = await databaseFingerprint(db);
    const wrong = await openLink(someoneElse, tokenOf(link));
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      `This link was sent to j•••@example.com, but you are signed in as ${someoneElse.email}. Sign out, then sign in or create an account with j•••@example.com to open the conversation.`,
    );
    const madeUp = await openLink(someoneElse, "A".repeat(43));
    expect(madeUp.status).toBe(404);
    expect(((await madeUp.json()) as { message: string }).message).toBe(
      "This link is not valid any more. Sign in to find your conversations in Messages.",
    );
    expect(await databaseFingerprint(db)).toEqual(before);
  });

  it("opens it for a new account with that address, proves the address, and shows the coach's answer", async () => {
    await reply(coach, conversationId, "Hi Jordan, happy to help. When suits you?");
    const jordan = await createAccount(app, { email, firstName: "Jordan", lastName: "Price", verified: false });
    expect(jordan.user.emailVerified).toBe(false);
    const opened = await openLink(jordan, tokenOf(link));
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ id: conversationId });
    const me = (await (await app.request("/api/auth/user", asUser(jordan))).json()) as { emailVerified: boolean };
    expect(me.emailVerified).toBe(true);
    const mine = (await (await app.request("/api/conversations", asUser(jordan))).json()) as ConversationSummary[];
    expect(mine).toEqual([expect.objectContaining({ id: conversationId, role: "client", unread: 1 })]);
    const thread = (await (
      await app.request(`/api/conversations/${conversationId}/messages`, asUser(jordan))
    ).json()) as ConversationMessage[];
    expect(thread.map((m) => [m.sender, m.mine])).toEqual([
      ["client", true],
      ["coach", false],
    ]);
    // The same link again, by the same account: the conversation, not an error.
    expect(await (await openLink(jordan, tokenOf(link))).json()).toEqual({ id: conversationId });
    expect((await reply(jordan, conversationId, "Thursday evening?")).status).toBe(201);
  });

  it("stops working after 30 days", async () => {
    const lateEmail = uniqueEmail("late");
    await requestConsultation(jordanConsultationRequest(coach.coachId, { email: lateEmail }));
    const late = linkIn((await mailTo(lateEmail, "consultation.visitor-confirmation"))[0].textBody) as string;
    const account = await createAccount(app, { email: lateEmail, verified: false });
    const saved = clock;
    clock += 30 * 24 * HOUR + MINUTE;
    try {
      expect((await openLink(account, tokenOf(late))).status).toBe(404);
    } finally {
      clock = saved;
    }
  });
});

describe("a request from someone who already talks with the coach", () => {
  it("joins their conversation when they open its link, keeping every message in order", async () => {
    const person = await createAccount(app, { firstName: "Pat", lastName: "Joiner" });
    const started = await app.request(
      "/api/conversations",
      asUser(person, { method: "POST", json: { coachId: coach.coachId, body: "A first question from the profile." } }),
    );
    const { id } = (await started.json()) as { id: string };
    // Signed out, with the same address: a conversation waiting for its link.
    await requestConsultation(jordanConsultationRequest(coach.coachId, { email: person.email, firstName: "Pat", lastName: "Joiner" }));
    const link = linkIn((await mailTo(person.email, "consultation.visitor-confirmation"))[0].textBody) as string;
    expect(await (await openLink(person, tokenOf(link))).json()).toEqual({ id });
    const thread = (await (await app.request(`/api/conversations/${id}/messages`, asUser(person))).json()) as ConversationMessage[];
    expect(thread.map((m) => m.body)).toEqual(["A first question from the profile.", expect.stringContaining("same fight")]);
    expect((await coachConversations()).filter((c) => c.other.name === "Pat Joiner")).toHaveLength(1);
  });

  it("is theirs at once when they send it signed in with their own confirmed address", async () => {
    const person = await createAccount(app, { firstName: "Sid", lastName: "Signed" });
    const sent = await requestConsultation(
      jordanConsultationRequest(coach.coachId, { email: person.email, firstName: "Sid", lastName: "Signed" }),
      person,
    );
    expect(sent.status).toBe(201);
    const mine = (await (await app.request("/api/conversations", asUser(person))).json()) as ConversationSummary[];
    expect(mine).toEqual([expect.objectContaining({ startedBy: "consultation", role: "client" })]);
    const [confirmation] = await mailTo(person.email, "consultation.visitor-confirmation");
    expect(confirmation.textBody).toContain(`/messages/${mine[0].id}`);
    expect(linkIn(confirmation.textBody)).toBeUndefined();
  });
});

describe("the unread message e-mail", () => {
  it("goes 10 minutes after a message, once per conversation until it is read", async () => {
    const robin = await createAccount(app, { firstName: "Robin", lastName: "Unread" });
    const started = await app.request(
      "/api/conversations",
      asUser(robin, { method: "POST", json: { coachId: coach.coachId, body: "Can we talk?" } }),
    );
    const { id } = (await started.json()) as { id: string };
    await app.request(`/api/conversations/${id}/read`, asUser(coach, { method: "POST" }));
    const t0 = clock;
    await reply(coach, id, "Of course.");
    const count = async () => (await mailTo(robin.email, "conversation.unread")).length;
    clock = t0 + 9 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    expect(await count()).toBe(0);
    clock = t0 + 10 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    expect(await count()).toBe(1);
    const [mail] = await mailTo(robin.email, "conversation.unread");
    expect(mail.textBody).toContain(`/messages/${id}`);
    expect(mail.textBody).not.toContain("Of course.");
    await reply(coach, id, "Are you there?");
    clock = t0 + 30 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    expect(await count()).toBe(1);
    await app.request(`/api/conversations/${id}/read`, asUser(robin, { method: "POST" }));
    await reply(coach, id, "A new one after you read.");
    clock = t0 + 45 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    expect(await count()).toBe(2);
    clock = t0;
  });

  it("reaches the coach too, and is not sent to someone who turned it off in Settings", async () => {
    const quiet = await createAccount(app);
    await app.request("/api/message-preferences", asUser(quiet, { method: "PUT", json: { messageEmails: false } }));
    const t0 = clock;
    const started = await app.request(
      "/api/conversations",
      asUser(quiet, { method: "POST", json: { coachId: coach.coachId, body: "Hello" } }),
    );
    const { id } = (await started.json()) as { id: string };
    clock = t0 + 11 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    const toCoach = await mailTo(coach.email, "conversation.unread");
    expect(toCoach.some((mail) => mail.textBody.includes(`/coach/messages/${id}`))).toBe(true);
    await reply(coach, id, "Hi!");
    clock = t0 + 22 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    expect(await mailTo(quiet.email, "conversation.unread")).toHaveLength(0);
    clock = t0;
  });

  it("brings a visitor without an account a new link that opens the conversation", async () => {
    const email = uniqueEmail("visitor");
    await requestConsultation(jordanConsultationRequest(coach.coachId, { email }));
    const listed = (await coachConversations()).find((c) => c.lastMessage && c.unread > 0) as ConversationSummary;
    const [pending] = await db.select().from(conversations).where(eq(conversations.clientEmail, email));
    const t0 = clock;
    await reply(coach, pending.id, "Thanks for writing!");
    clock = t0 + 10 * MINUTE;
    await sendUnreadMessageEmails(jobs);
    const [mail] = await mailTo(email, "conversation.unread");
    const link = linkIn(mail.textBody) as string;
    const account = await createAccount(app, { email, verified: false });
    expect(await (await openLink(account, tokenOf(link))).json()).toEqual({ id: pending.id });
    expect(listed).toBeTruthy();
    clock = t0;
  });
});

describe("the coach's reply-by time", () => {
  it("sends one reminder 24 hours after a client's first message, and none for a consultation request's conversation", async () => {
    const waiting = await createAccount(app, { firstName: "Wes", lastName: "Waiting" });
    const t0 = clock;
    await app.request("/api/conversations", asUser(waiting, { method: "POST", json: { coachId: coach.coachId, body: "Anyone there?" } }));
    const reminders = async () =>
      (await mailTo(coach.email, "conversation.reply-reminder")).filter((m) => m.textBody.includes("Wes Waiting"));
    clock = t0 + 24 * HOUR - MINUTE;
    await sendReplyReminders(jobs);
    expect(await reminders()).toHaveLength(0);
    const listed = (await coachConversations()).find((c) => c.other.name === "Wes Waiting") as ConversationSummary;
    expect(listed).toMatchObject({ overdue: false, replyBy: new Date(t0 + 24 * HOUR).toISOString() });
    clock = t0 + 24 * HOUR;
    await sendReplyReminders(jobs);
    await sendReplyReminders(jobs);
    expect(await reminders()).toHaveLength(1);
    // Overdue now, and the overdue ones come first in the coach's list.
    const list = await coachConversations();
    expect(list.find((c) => c.other.name === "Wes Waiting")).toMatchObject({ overdue: true });
    const firstNotOverdue = list.findIndex((c) => !c.overdue);
    expect(list.slice(firstNotOverdue).some((c) => c.overdue)).toBe(false);
    expect(firstNotOverdue).toBeGreaterThan(0);
    expect((await mailTo(coach.email, "conversation.reply-reminder")).every((m) => !m.textBody.includes("Jordan Price"))).toBe(true);
    clock = t0;
  });
});

describe("suggestions after 48 hours without a reply", () => {
  it("e-mail the client three similar active coaches with free times, the quickest repliers first", async () => {
    const others = [];
    for (const [firstName, lastName] of [
      ["Ana", "Reyes"],
      ["Ben", "Okafor"],
      ["Cleo", "Park"],
      ["Dee", "Nofree"],
    ]) {
      others.push(await insertCoach(db, { firstName, lastName }));
    }
    // Three with a free time ahead; the fourth has none.
    for (const [index, other] of others.slice(0, 3).entries()) {
      await db.insert(coachAvailability).values({
        coachId: other.id,
        timeZone: "America/New_York",
        weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        bufferMinutes: 15,
        minimumNoticeHours: 12,
        horizonDays: 60,
        overrides: [],
        nextAvailableAt: new Date(clock + (index + 3) * 24 * HOUR),
      });
    }
    const email = uniqueEmail("unanswered");
    const t0 = clock;
    await requestConsultation(jordanConsultationRequest(coach.coachId, { email }));
    clock = t0 + 48 * HOUR - MINUTE;
    await sendSimilarCoachSuggestions(jobs);
    expect(await mailTo(email, "conversation.suggestions")).toHaveLength(0);
    clock = t0 + 48 * HOUR;
    await sendSimilarCoachSuggestions(jobs);
    await sendSimilarCoachSuggestions(jobs);
    const sent = await mailTo(email, "conversation.suggestions");
    expect(sent).toHaveLength(1);
    for (const name of ["Ana Reyes", "Ben Okafor", "Cleo Park"]) expect(sent[0].textBody).toContain(name);
    expect(sent[0].textBody).not.toContain("Dee Nofree");
    expect(sent[0].textBody).toContain("Next available:");
    clock = t0;
  });
});

describe("the reply time on a profile", () => {
  const replyHours = async (coachId: string) => (await app.services.conversations.replyTimeHoursOf([coachId])).get(coachId) ?? null;

  it("is the median hours to a first reply, once there are five in the last 90 days", async () => {
    const quick = await coachAccount(app, { firstName: "Quinn", lastName: "Quick" });
    const quiet = await coachAccount(app, { firstName: "Quade", lastName: "Quiet" });
    const t0 = clock;
    const hours = [1, 2, 3, 5, 8];
    for (const [index, delay] of hours.entries()) {
      const person = await createAccount(app);
      clock = t0 + index * MINUTE;
      const started = await app.request(
        "/api/conversations",
        asUser(person, { method: "POST", json: { coachId: quick.coachId, body: "Hello there" } }),
      );
      const { id } = (await started.json()) as { id: string };
      clock = t0 + index * MINUTE + delay * HOUR - 30 * MINUTE;
      await reply(quick, id, "Hello back");
      if (index === hours.length - 2) expect(await replyHours(quick.coachId)).toBeNull();
    }
    // 0.5, 1.5, 2.5, 4.5 and 7.5 hours: the median is 2.5, shown as 3.
    expect(await replyHours(quick.coachId)).toBe(3);
    // Asked for several coaches at once (the match, the suggestions e-mail): each its own, none for one without replies.
    expect(await app.services.conversations.replyTimeHoursOf([quiet.coachId, quick.coachId, "not-an-id"])).toEqual(
      new Map([[quick.coachId, 3]]),
    );
    clock = t0 + 91 * 24 * HOUR;
    expect(await replyHours(quick.coachId)).toBeNull();
    clock = t0;
  });
});

describe("the sending limit", () => {
  it("answers 429 with Retry-After past the account's limit, and stores nothing more", async () => {
    const chatty = await createAccount(app);
    const started = await app.request(
      "/api/conversations",
      asUser(chatty, { method: "POST", json: { coachId: coach.coachId, body: "1" } }),
    );
    const { id } = (await started.json()) as { id: string };
    for (let i = 2; i <= 40; i += 1) expect((await reply(chatty, id, String(i))).status).toBe(201);
    const before = await databaseFingerprint(db);
    const refused = await reply(chatty, id, "one too many");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many messages\. Please try again in /);
    expect(await databaseFingerprint(db)).toEqual(before);
    // Another account is not held back by it.
    expect((await reply(coach, id, "Still fine for me.")).status).toBe(201);
  });
});

describe("the e-mails' words", () => {
  it("never carry a message's text", async () => {
    const all = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "conversation.%"));
    expect(all.length).toBeGreaterThan(3);
    for (const mail of all)
      for (const text of ["Of course.", "Hello back", "Thanks for writing!"]) expect(mail.textBody).not.toContain(text);
  });
});
