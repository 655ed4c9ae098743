// Linking accounts to coaches over real HTTP: staff invite (202/404/400/409, never for non-staff),
// the invitation e-mail, the claim by the invited address only (verified and linked at once), used,
// expired and replaced links, races for one coach or one account, the limiter, and unlinking.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "#common/auth";
import { COACH_INVITATION_MESSAGES, type AdminCoach } from "#common/coach-links";
import { coachInvitations, coaches, emailOutbox } from "../../db/schema";
import { createAccount, uniqueEmail, type TestAccount } from "../../../tests/support/accounts";
import { adminAccount } from "../../../tests/support/bookings";
import { invitationTokenFor } from "../../../tests/support/coach-invitations";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example", TRUST_PROXY: "true" });
const db = app.database.db;

let admin: TestAccount;
/** Signs up unverified: the invitation proves the address. */
let invited: TestAccount;
/** A verified client with another address. */
let other: TestAccount;
let rival: TestAccount;

beforeAll(async () => {
  admin = await adminAccount(app);
  invited = await createAccount(app, { verified: false, firstName: "Ines", lastName: "Invited" });
  other = await createAccount(app, { firstName: "Otto", lastName: "Other" });
  rival = await createAccount(app, { firstName: "Rita", lastName: "Rival" });
});

let clientAddress = 0;
/** Each call from its own address, so the per-address limit only counts where a test means it to. */
const call = (path: string, init: RequestInit & { json?: unknown } = {}, account?: TestAccount, from = `10.9.0.${++clientAddress % 250}`) =>
  app.request(path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "X-Forwarded-For": from, ...(account ? { Cookie: account.jar.header } : {}) },
  });
/** As staff unless another caller is given (null: signed out). */
const invite = (coachId: string, account: TestAccount | null = admin) =>
  call(`/api/admin/coaches/${coachId}/invite`, { method: "POST" }, account ?? undefined);
const accept = (token: unknown, account: TestAccount | undefined, from?: string) =>
  call("/api/coach-invitations/accept", { method: "POST", json: { token } }, account, from);
const me = async (account: TestAccount) => (await (await call("/api/auth/user", {}, account)).json()) as SessionUser;
const coachRow = async (id: string) => (await db.select().from(coaches).where(eq(coaches.id, id)))[0];
const invitationsOf = (coachId: string) => db.select().from(coachInvitations).where(eq(coachInvitations.coachId, coachId));
const outboxCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0].n;
const adminCoach = async (id: string) => (await (await call(`/api/admin/coaches/${id}`, {}, admin)).json()) as AdminCoach;

describe("POST /api/admin/coaches/{id}/invite", () => {
  it("answers 202 and e-mails a single-use link, storing only the token's digest", async () => {
    const coach = await insertCoach(db, { firstName: "Imani", lastName: "Scraped", email: "Imani.Scraped@Example.com" });
    expect((await adminCoach(coach.id)).link).toEqual({ state: "not_invited" });

    const response = await invite(coach.id);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ email: "Imani.Scraped@Example.com" });

    const token = await invitationTokenFor(app, "imani.scraped@example.com");
    const [stored] = await invitationsOf(coach.id);
    expect(stored.tokenDigest).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({ email: "imani.scraped@example.com", usedAt: null, createdBy: admin.user.id });
    const days = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const [message] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "coach.invitation"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(message.subject).toBe("Your invitation to the Kindred Coach Workspace");
    expect(message.textBody).toContain("The Coach Workspace is your own area of the site: the consultation requests clients send you");
    expect(message.textBody).toContain("The link works once, within 7 days.");
    expect(app.logs.join("\n")).not.toContain(token);

    const link = (await adminCoach(coach.id)).link;
    expect(link).toMatchObject({ state: "invited", invitedAt: stored.createdAt.toISOString(), expired: false });
    const listed = (await (await call("/api/admin/coaches?search=Imani", {}, admin)).json()) as AdminCoach[];
    expect(listed.find((c) => c.id === coach.id)?.link.state).toBe("invited");
  });

  it("answers 404 for an unknown coach and 400 naming the problem when the coach has no e-mail", async () => {
    expect((await invite("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await invite("not-a-coach")).status).toBe(404);
    const coach = await insertCoach(db, { email: "" });
    const before = await outboxCount();
    const response = await invite(coach.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: COACH_INVITATION_MESSAGES.noEmail });
    expect(await invitationsOf(coach.id)).toHaveLength(0);
    expect(await outboxCount()).toBe(before);
  });

  it("answers 409 for a coach already linked, sending nothing", async () => {
    const coach = await insertCoach(db, { email: uniqueEmail("linked") }, { userId: rival.user.id });
    const before = await outboxCount();
    const response = await invite(coach.id);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(COACH_INVITATION_MESSAGES.alreadyLinked);
    expect(await outboxCount()).toBe(before);
    await db.update(coaches).set({ userId: null }).where(eq(coaches.id, coach.id));
  });

  it("is refused signed out (401) and to a non-admin (403), changing nothing", async () => {
    const coach = await insertCoach(db, { email: uniqueEmail("target") });
    const before = await outboxCount();
    expect((await invite(coach.id, null)).status).toBe(401);
    expect((await invite(coach.id, other)).status).toBe(403);
    expect(await invitationsOf(coach.id)).toHaveLength(0);
    expect(await outboxCount()).toBe(before);
  });

  it("a new invitation replaces the older one: the old link stops working", async () => {
    const email = uniqueEmail("twice");
    const coach = await insertCoach(db, { email });
    expect((await invite(coach.id)).status).toBe(202);
    const first = await invitationTokenFor(app, email);
    expect(await app.services.coachInvitations.preview(first, null)).toMatchObject({ state: "valid" });
    expect((await invite(coach.id)).status).toBe(202);
    const second = await invitationTokenFor(app, email);
    expect(second).not.toBe(first);
    expect(await app.services.coachInvitations.preview(first, null)).toEqual({ state: "invalid" });
    expect(await app.services.coachInvitations.preview(second, null)).toMatchObject({ state: "valid" });
  });
});

describe("POST /api/coach-invitations/accept", () => {
  let coachId: string;
  let token: string;
  beforeAll(async () => {
    coachId = (await insertCoach(db, { firstName: "Ines", lastName: "Coach", email: invited.email.toUpperCase() })).id;
    expect((await invite(coachId)).status).toBe(202);
    token = await invitationTokenFor(app, invited.email);
  });

  it("shows the page who the invitation is for, without using it", async () => {
    expect(await app.services.coachInvitations.preview(token, { email: invited.email })).toMatchObject({
      state: "valid",
      coachName: "Ines Coach",
      sentTo: `${invited.email.charAt(0)}•••@example.com`,
      // In full for the sign-in and create-account forms to start with (stored in lower case).
      email: invited.email.toLowerCase(),
      matchesAccount: true,
    });
    expect(await app.services.coachInvitations.preview(token, { email: other.email })).toMatchObject({ matchesAccount: false });
    expect((await invitationsOf(coachId))[0].usedAt).toBeNull();
  });

  it("needs a signed-in account (401)", async () => {
    expect((await accept(token, undefined)).status).toBe(401);
  });

  it("answers unknown and malformed tokens alike (404), changing nothing", async () => {
    const unknown = await accept("A".repeat(43), other);
    const malformed = await accept("not a token", other);
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: COACH_INVITATION_MESSAGES.invalid });
    expect(await malformed.json()).toEqual({ message: COACH_INVITATION_MESSAGES.invalid });
    expect((await accept(undefined, other)).status).toBe(400);
  });

  it("refuses an account with another address, naming the invited one partly hidden, changing nothing", async () => {
    const response = await accept(token, other);
    expect(response.status).toBe(403);
    const { message } = (await response.json()) as { message: string };
    expect(message).toContain(`This invitation was sent to ${invited.email.charAt(0)}•••@example.com`);
    expect(message).toContain(`you are signed in as ${other.email}`);
    expect(message).not.toContain(invited.email);
    expect((await coachRow(coachId)).userId).toBeNull();
    expect((await invitationsOf(coachId))[0].usedAt).toBeNull();
    expect((await me(other)).coachId).toBeNull();
  });

  it("links the invited address (any case), verifies it and uses the link up", async () => {
    expect(await me(invited)).toMatchObject({ emailVerified: false, coachId: null });
    const response = await accept(token, invited);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ coachId });
    expect(await me(invited)).toMatchObject({ emailVerified: true, coachId });
    expect((await coachRow(coachId)).userId).toBe(invited.user.id);
    expect((await invitationsOf(coachId))[0].usedAt).not.toBeNull();
    expect((await adminCoach(coachId)).link).toEqual({ state: "linked", accountEmail: invited.email });
  });

  it("works once: the same link again answers like an unknown one", async () => {
    const again = await accept(token, invited);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(COACH_INVITATION_MESSAGES.invalid);
  });
});

describe("POST /api/coach-invitations/accept: expired links and the per-address limit", () => {
  it("refuses an expired link", async () => {
    const email = uniqueEmail("late");
    const coach = await insertCoach(db, { email });
    expect((await invite(coach.id)).status).toBe(202);
    const late = await invitationTokenFor(app, email);
    await db
      .update(coachInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coachInvitations.coachId, coach.id));
    expect(await app.services.coachInvitations.preview(late, null)).toEqual({ state: "invalid" });
    // Refused as invalid (404) before the address is even compared (that would be 403).
    const response = await accept(late, other);
    expect(response.status).toBe(404);
    expect((await coachRow(coach.id)).userId).toBeNull();
  });

  it("is limited per client address", async () => {
    const from = "10.99.0.1";
    for (let i = 0; i < 10; i += 1) expect((await accept("B".repeat(43), other, from)).status).toBe(404);
    const limited = await accept("B".repeat(43), other, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("one account per coach, one coach per account, under races", () => {
  it("two accounts claiming one coach at once: exactly one is linked", async () => {
    const coach = await insertCoach(db, { email: other.email });
    expect((await invite(coach.id)).status).toBe(202);
    const forOther = await invitationTokenFor(app, other.email);
    // A second open invitation for the same coach (to the rival's address), as if two had been sent
    // at once: the claim itself has to keep the coach to one account.
    const forRival = "R".repeat(43);
    await db.insert(coachInvitations).values({
      coachId: coach.id,
      email: rival.email,
      tokenDigest: createHash("sha256").update(forRival).digest("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const [a, b] = await Promise.all([accept(forOther, other), accept(forRival, rival)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).message).toBe(COACH_INVITATION_MESSAGES.coachTaken);
    const owner = (await coachRow(coach.id)).userId;
    expect([other.user.id, rival.user.id]).toContain(owner);
    const linked = await db
      .select({ id: coaches.id })
      .from(coaches)
      .where(sql`${coaches.userId} in (${other.user.id}, ${rival.user.id})`);
    expect(linked).toHaveLength(1);
    // Free them both for the next race.
    await db.update(coaches).set({ userId: null }).where(eq(coaches.id, coach.id));
  });

  it("one account claiming two coaches at once: exactly one link", async () => {
    const first = await insertCoach(db, { email: rival.email });
    const second = await insertCoach(db, { email: rival.email });
    expect((await invite(first.id)).status).toBe(202);
    const firstToken = await invitationTokenFor(app, rival.email);
    expect((await invite(second.id)).status).toBe(202);
    const secondToken = await invitationTokenFor(app, rival.email);
    const [a, b] = await Promise.all([accept(firstToken, rival), accept(secondToken, rival)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).message).toBe(COACH_INVITATION_MESSAGES.accountTaken);
    const linked = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.userId, rival.user.id));
    expect(linked).toHaveLength(1);
    expect((await me(rival)).coachId).toBe(linked[0].id);
    // The refused invitation is still unused (its claim was rolled back).
    const unused = await db
      .select()
      .from(coachInvitations)
      .where(sql`${coachInvitations.coachId} in (${first.id}, ${second.id}) and ${coachInvitations.usedAt} is null`);
    expect(unused).toHaveLength(1);
  });
});

describe("DELETE /api/admin/coaches/{id}/link", () => {
  it("is refused signed out (401) and to a non-admin (403), changing nothing", async () => {
    const coachId = (await me(invited)).coachId!;
    expect((await call(`/api/admin/coaches/${coachId}/link`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/admin/coaches/${coachId}/link`, { method: "DELETE" }, invited)).status).toBe(403);
    expect((await coachRow(coachId)).userId).toBe(invited.user.id);
  });

  it("answers 404 for an unknown coach", async () => {
    expect((await call("/api/admin/coaches/00000000-0000-4000-8000-000000000000/link", { method: "DELETE" }, admin)).status).toBe(404);
  });

  it("unlinks (204): the account keeps existing, its workspace access ends at once", async () => {
    const coachId = (await me(invited)).coachId!;
    expect((await call("/api/coach/anything", {}, invited)).status).not.toBe(403);
    const response = await call(`/api/admin/coaches/${coachId}/link`, { method: "DELETE" }, admin);
    expect(response.status).toBe(204);
    expect(await me(invited)).toMatchObject({ id: invited.user.id, coachId: null, emailVerified: true });
    expect((await call("/api/coach/anything", {}, invited)).status).toBe(403);
    expect((await coachRow(coachId)).userId).toBeNull();
    expect((await adminCoach(coachId)).link).toEqual({ state: "not_invited" });
    // Staff can invite again, and the same person can link again with the new link.
    expect((await invite(coachId)).status).toBe(202);
    expect((await accept(await invitationTokenFor(app, invited.email), invited)).status).toBe(200);
    expect((await me(invited)).coachId).toBe(coachId);
  });
});
