// The callers of the authorization matrix and the objects its calls point at, made as staff and
// visitors make them (through the API where there is one), so every refused call aims at something real.
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, conversations, messages, users } from "../../server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { bookingInput, createBooking } from "../support/bookings";
import { invitationTokenFor } from "../support/coach-invitations";
import { insertCoach } from "../support/factories";
import type { TestApp } from "../support/test-app";
import { postBody, type Fixtures } from "./authorization-table";
import { anaApplication } from "../support/coach-application";
import { jordanConsultationRequest } from "../support/consultation-requests";

export interface Callers {
  admin: TestAccount;
  /** "verified" in the table: the owner of the booking. */
  clientA: TestAccount;
  /** "other" in the table. */
  clientB: TestAccount;
  unverified: TestAccount;
  /** An ADMIN_EMAILS address that is not verified. */
  unverifiedAdmin: TestAccount;
}

export async function createCallers(app: TestApp, adminEmail: string, unverifiedAdminEmail: string): Promise<Callers> {
  const admin = await createAccount(app, { email: adminEmail, firstName: "Avery", lastName: "Admin" });
  const clientA = await createAccount(app, { firstName: "Alex", lastName: "Owner" });
  const clientB = await createAccount(app, { firstName: "Blake", lastName: "Other" });
  const unverified = await createAccount(app, { verified: false, firstName: "Uma", lastName: "Unverified" });
  const unverifiedAdmin = await createAccount(app, { verified: false, email: unverifiedAdminEmail, firstName: "Nat", lastName: "New" });
  return { admin, clientA, clientB, unverified, unverifiedAdmin };
}

const APPLICATION = anaApplication();

/** An active coach, one staff may invite, one already invited, and one linked to an account that is none of the callers. */
async function createCoaches(app: TestApp, asAdmin: (path: string, json?: unknown) => Promise<Response>) {
  const db = app.database.db;
  const coach = await insertCoach(db, { isActive: true });
  const invitableCoach = await insertCoach(db, { email: "invitable.coach@example.com" });
  const invitedCoach = await insertCoach(db, { email: "invited.coach@example.com" });
  expect((await asAdmin(`/api/admin/coaches/${invitedCoach.id}/invite`)).status).toBe(202);
  const [linkedUser] = await db
    .insert(users)
    .values({ email: "linked.coach@example.com", emailVerified: true, name: "Linked Coach" })
    .returning();
  const linkedCoach = await insertCoach(db, { email: linkedUser.email }, { userId: linkedUser.id });
  return { coachId: coach.id, invitableCoachId: invitableCoach.id, linkedCoachId: linkedCoach.id };
}

/** What visitors make without an account: an application, a consultation request, a subscription and an upload link. */
async function createVisitorObjects(app: TestApp, coachId: string) {
  const application = await app.request("/api/coach-applications", { method: "POST", json: APPLICATION });
  expect(application.status).toBe(201);
  const consultation = await app.request("/api/consultations/request", {
    method: "POST",
    json: jordanConsultationRequest(coachId, { reasonForVisit: "We keep having the same fight about chores." }),
  });
  expect(consultation.status).toBe(201);
  const subscription = await app.request("/api/create-coach-subscription", {
    method: "POST",
    json: { firstName: "Ana", lastName: "Diaz", email: "ana.diaz@example.com", phone: "(555) 010-2030", location: "Florida" },
  });
  expect(subscription.status).toBe(200);
  const upload = await app.request("/api/profile-image/upload-url", { method: "POST" });
  expect(upload.status).toBe(200);
  return { application, consultation, subscription, upload };
}

/**
 * Client A's conversation with the linked coach (started from the profile, with a message from the
 * coach written as the coach's account would), and a visitor's conversation waiting for its link.
 */
async function createConversations(app: TestApp, clientA: TestAccount, linkedCoachId: string) {
  const db = app.database.db;
  const started = await app.request("/api/conversations", {
    method: "POST",
    json: { coachId: linkedCoachId, body: "Hello, do you have time next week?" },
    headers: { cookie: clientA.jar.header },
  });
  expect(started.status).toBe(201);
  const { id: conversationId } = (await started.json()) as { id: string };
  const [message] = await db
    .insert(messages)
    .values({ conversationId, sender: "coach", body: "Yes, Tuesday works.", createdAt: new Date() })
    .returning();
  const visitor = await app.request("/api/consultations/request", {
    method: "POST",
    json: jordanConsultationRequest(linkedCoachId, { email: "waiting.visitor@example.com" }),
  });
  expect(visitor.status).toBe(201);
  const [waiting] = await db.select().from(conversations).where(eq(conversations.clientEmail, "waiting.visitor@example.com"));
  const link = await db.transaction((tx) => app.services.conversations.issueLink(tx, waiting.id));
  return { conversationId, messageId: message.id, conversationToken: new URL(link).searchParams.get("token") as string };
}

/** The objects of the table's calls, and a booking staff made for the unverified account's address. */
export async function createFixtures(app: TestApp, { admin, clientA, unverified }: Callers) {
  const asAdmin = (path: string, json?: unknown, method = "POST") =>
    app.request(path, { method, json, headers: { cookie: admin.jar.header } });
  const coaches = await createCoaches(app, asAdmin);
  const licence = await asAdmin(`/api/admin/coaches/${coaches.coachId}/licences`, {
    licenceType: "LPC",
    licenceNumber: "LPC-778",
    issuingState: "TX",
    expiresOn: "2099-06-30",
    checkMethod: "Primary-source letter from the board",
  });
  expect(licence.status).toBe(201);
  const post = await asAdmin("/api/admin/blog-posts", { ...postBody(), title: "A real post", slug: "a-real-post", isPublished: false });
  expect(post.status).toBe(201);
  const { application, consultation, subscription, upload } = await createVisitorObjects(app, coaches.coachId);
  const bookingA = await createBooking(app, admin, bookingInput(coaches.coachId, { email: clientA.email }));
  const conversation = await createConversations(app, clientA, coaches.linkedCoachId);
  const unverifiedBookingId = (await createBooking(app, admin, bookingInput(coaches.coachId, { email: unverified.email }))).id;
  // A free session is arranged at once; moved to start in five minutes, its room is open.
  const session = await createBooking(app, admin, bookingInput(coaches.coachId, { email: clientA.email, amount: "0.00" }));
  await app.database.db
    .update(bookings)
    .set({ scheduledDate: new Date(Date.now() + 5 * 60_000) })
    .where(eq(bookings.id, session.id));

  const fx: Fixtures = {
    ...coaches,
    postId: ((await post.json()) as { id: string }).id,
    applicationId: ((await application.json()) as { id: string }).id,
    consultationId: ((await consultation.json()) as { id: string }).id,
    bookingId: bookingA.id,
    subscriptionId: ((await subscription.json()) as { subscriptionId: string }).subscriptionId,
    uploadId: /upload\/([0-9a-f-]{36})/.exec(((await upload.json()) as { uploadURL: string }).uploadURL)?.[1] ?? "",
    invitationToken: await invitationTokenFor(app, "invited.coach@example.com"),
    ...conversation,
    sessionBookingId: session.id,
    licenceId: ((await licence.json()) as { id: string }).id,
  };
  return { fx, unverifiedBookingId };
}
