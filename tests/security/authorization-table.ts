// The authorization table behind authorization-matrix.test.ts: for every /api route, the answer each
// of five kinds of caller must get, and the call to make (path parameters and a body that would change
// something if a refused call got through). Routes open to all come first, then those of anyone signed
// in, a client's own booking, staff, and the Coach Workspace.
import { bookingInput } from "../support/bookings";

/** Hours a refused call would store if it got through. */
const AVAILABILITY = { timeZone: "UTC", weekly: { mon: [{ start: "00:00", end: "24:00" }] }, minimumNoticeHours: 0 };

/** A refusal (exact status), or the class a valid call from that caller answers. */
export type Cell = 401 | 403 | 404 | 409 | "2xx" | "3xx";
export const ROLES = ["signedOut", "unverified", "verified", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];
export type Expectation = Record<Role, Cell>;

/** The same answer for everyone. */
const open = (cell: Cell): Expectation => ({ signedOut: cell, unverified: cell, verified: cell, other: cell, admin: cell });
/** Anyone signed in. */
const signedIn = (cell: Cell): Expectation => ({ signedOut: 401, unverified: cell, verified: cell, other: cell, admin: cell });
/** Staff only: 401 signed out, 403 for everyone without the admin role (an unverified admin address included). */
const staff = (cell: Cell = "2xx"): Expectation => ({ signedOut: 401, unverified: 403, verified: 403, other: 403, admin: cell });
/**
 * The Coach Workspace: only an account linked to a coach, and none of the five callers is one (401
 * signed out, 403 for every signed-in account without a linked coach, staff included).
 */
const coachOnly = (): Expectation => ({ signedOut: 401, unverified: 403, verified: 403, other: 403, admin: 403 });
/**
 * The owner's booking only: someone else's (another client's, or a client's seen by staff through the
 * client API) answers 404 like an unknown one; so does a booking made for an unverified address.
 */
const ownBooking = (cell: Cell): Expectation => ({ signedOut: 401, unverified: 404, verified: cell, other: 404, admin: 404 });
/**
 * The two people of a conversation only (client A and a coach none of the callers runs): everyone
 * else, staff included, gets 404 as for an unknown conversation.
 */
const ownConversation = (cell: Cell): Expectation => ({ signedOut: 401, unverified: 404, verified: cell, other: 404, admin: 404 });

/** Ids of the objects the calls point at (made in beforeAll). */
export interface Fixtures {
  coachId: string;
  postId: string;
  applicationId: string;
  consultationId: string;
  /** Client A's booking ("verified" is A; "other" is client B). */
  bookingId: string;
  subscriptionId: string;
  uploadId: string;
  /** A coach with an e-mail address and no account yet (staff may invite it). */
  invitableCoachId: string;
  /** A coach linked to an account that is none of the callers. */
  linkedCoachId: string;
  /** An open invitation for an address that is none of the callers'. */
  invitationToken: string;
  /** Client A's conversation with the linked coach, and a message the coach sent in it. */
  conversationId: string;
  messageId: string;
  /** A link to a visitor's conversation, e-mailed to an address that is none of the callers'. */
  conversationToken: string;
  /** Client A's video session with the active coach, its room open now (arranged free of charge by staff). */
  sessionBookingId: string;
  /** A verified licence of the active coach. */
  licenceId: string;
}

interface Call {
  path?: Record<string, string>;
  /** The query string a valid call needs. */
  query?: Record<string, string>;
  body?: unknown;
}

export interface Row {
  expect: Expectation;
  /** Path parameters and a body that would change something if the call got through. */
  call?: (fx: Fixtures) => Call;
  /** A safe-looking GET that ends the caller's session: its allowed cells are not called. */
  endsSession?: true;
}

export const BIO = "I help couples rebuild trust and communicate with warmth, clarity and practical tools every week.";
/** A valid staff coach form (POST /api/admin/coaches); `extra` replaces or adds fields. */
export const coachBody = (extra: Record<string, unknown> = {}) => ({
  firstName: "Mallory",
  lastName: "Intruder",
  email: "mallory@example.com",
  phoneNumber: "(555) 010-4455",
  title: "",
  bio: BIO,
  experience: 9,
  hourlyRate: "140.50",
  specializations: ["Couples Therapy"],
  availability: ["weekdays"],
  sessionTypes: ["Individual"],
  languages: ["English"],
  isActive: true,
  ...extra,
});
export const postBody = () => ({
  title: "Planted by an intruder",
  slug: "planted-by-an-intruder",
  description: "Should never be stored",
  content: "<p>Nope</p>",
  tags: ["x"],
  isPublished: true,
});

export const TABLE: Record<string, Row> = {
  // Open to everyone (the answers of this configuration: no OIDC provider, the built-in test payments).
  "GET /api/health": { expect: open("2xx") },
  "GET /api/login": { expect: open("3xx") },
  "GET /api/logout": { expect: open("3xx"), endsSession: true },
  "POST /api/logout": { expect: open("3xx") },
  "POST /api/auth/sign-in": { expect: open("2xx") },
  "POST /api/auth/sign-up": { expect: open("2xx") },
  "POST /api/auth/password-reset/request": { expect: open("2xx") },
  "POST /api/auth/password-reset": { expect: open("2xx") },
  // Without an OpenID Connect provider configured there is nothing to come back to.
  "GET /api/auth/callback/:providerId": { expect: open(404), call: () => ({ path: { providerId: "oidc" } }) },
  "GET /api/blog-posts": { expect: open("2xx") },
  "GET /api/coaches": { expect: open("2xx") },
  "GET /api/coaches/:id": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/coaches/:id/reviews": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/coaches/:id/slots": {
    expect: open("2xx"),
    call: (fx) => ({ path: { id: fx.coachId }, query: { from: "2027-01-04", to: "2027-01-10", duration: "50" } }),
  },
  "POST /api/consultations/request": { expect: open("2xx") },
  // Find my match: anyone may ask; limited per address (server/modules/matching/routes.ts).
  "POST /api/match": { expect: open("2xx") },
  "POST /api/contact": { expect: open("2xx") },
  // Applicants have no account: open, limited per address.
  "POST /api/coach-applications": { expect: open("2xx") },
  // The e-mailed token is the authorization: a made-up one is refused to everyone alike.
  "POST /api/coach-applications/resume": { expect: open(404), call: () => ({ body: { token: "x".repeat(43) } }) },
  "POST /api/create-coach-subscription": { expect: open("2xx") },
  "POST /api/coach-subscriptions/:id/confirm": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.subscriptionId } }) },
  "POST /api/profile-image/upload-url": { expect: open("2xx") },
  // The signed link is the authorization (uploads.test.ts and tests/security/uploads.test.ts).
  "PUT /api/profile-image/upload/:id": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.uploadId } }) },
  "POST /api/profile-image/confirm": { expect: open("2xx") },
  // The test provider takes no webhooks; with Stripe the signature is the authorization.
  "POST /api/webhooks/stripe": {
    expect: open(404),
    call: () => ({ body: { type: "payment_intent.succeeded", data: { object: { id: "pi_x" } } } }),
  },

  // The e-mailed confirmation link: a GET from a mail program, the token is the authorization.
  "GET /api/auth/verify-email": { expect: open("3xx") },
  // Only an unconfirmed address asks for a new link; a confirmed one is refused with 409.
  "POST /api/auth/verify-email/resend": { expect: { signedOut: 401, unverified: "2xx", verified: 409, other: 409, admin: 409 } },
  // The code of the same e-mail: only an unconfirmed address types one (with the right code, 2xx).
  "POST /api/auth/verify-email/code": {
    expect: { signedOut: 401, unverified: "2xx", verified: 409, other: 409, admin: 409 },
    call: () => ({ body: { code: "123456" } }),
  },

  // Anyone signed in, on their own account.
  "GET /api/auth/user": { expect: signedIn("2xx") },
  "PATCH /api/auth/user": { expect: signedIn("2xx"), call: () => ({ body: { firstName: "Hijacked", lastName: "Name" } }) },
  "DELETE /api/auth/user": { expect: signedIn("2xx"), call: () => ({ body: { confirmation: "DELETE" } }) },
  "POST /api/auth/change-password": {
    expect: signedIn("2xx"),
    call: () => ({ body: { currentPassword: "correct horse battery", newPassword: "a whole new password" } }),
  },
  "POST /api/auth/sessions/revoke-others": { expect: signedIn("2xx") },
  "GET /api/bookings": { expect: signedIn("2xx") },
  // Requests are matched by address: only once it is confirmed.
  "GET /api/consultations/mine": { expect: { signedOut: 401, unverified: 403, verified: "2xx", other: "2xx", admin: "2xx" } },

  // A client's own booking.
  "GET /api/bookings/:id": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "GET /api/reviews/booking/:id": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/bookings/:id/confirm-payment": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ path: { id: fx.bookingId }, body: { token: "tok_visa" } }),
  },
  "POST /api/bookings": {
    // A session belongs to a verified address: an unconfirmed account is asked to confirm first.
    expect: { signedOut: 401, unverified: 403, verified: "2xx", other: "2xx", admin: "2xx" },
    call: (fx) => ({
      body: { coachId: fx.coachId, start: "2027-01-05T15:00:00+00:00", sessionType: "50-minute session", sessionFormat: "video" },
    }),
  },
  "POST /api/bookings/:id/cancel": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/bookings/:id/reschedule": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ path: { id: fx.bookingId }, body: { start: new Date(Date.now() + 30 * 86_400_000).toISOString() } }),
  },
  "GET /api/bookings/:id/calendar.ics": { expect: ownBooking("2xx"), call: (fx) => ({ path: { id: fx.bookingId } }) },
  "POST /api/create-payment-intent": { expect: ownBooking("2xx"), call: (fx) => ({ body: { bookingId: fx.bookingId, amount: 1 } }) },
  "POST /api/reviews": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ body: { bookingId: fx.bookingId, rating: 1, comment: "Planted", clientId: fx.bookingId, coachId: fx.coachId } }),
  },

  // Staff.
  "GET /api/admin/stats": { expect: staff() },
  "GET /api/admin/coaches": { expect: staff() },
  "POST /api/admin/coaches": { expect: staff(), call: () => ({ body: coachBody() }) },
  "GET /api/admin/coaches/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "PATCH /api/admin/coaches/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.coachId }, body: { isActive: false, hourlyRate: "1.00" } }),
  },
  "DELETE /api/admin/coaches/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "GET /api/admin/coaches/:id/availability": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "PUT /api/admin/coaches/:id/availability": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId }, body: AVAILABILITY }) },
  "POST /api/admin/bulk-import": {
    expect: staff(),
    call: () => ({
      body: {
        coaches: [
          { firstName: "Bulk", lastName: "Intruder", bio: BIO.repeat(2), specializations: ["Dating"], experience: 3, hourlyRate: "90" },
        ],
      },
    }),
  },
  "POST /api/admin/scrape-psychology-today": {
    expect: staff(),
    call: () => ({ body: { urls: ["https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345"] } }),
  },
  "POST /api/admin/reviews": {
    expect: staff(),
    call: (fx) => ({ body: { coachId: fx.coachId, rating: 1, comment: "Planted review", clientName: "Mallory" } }),
  },
  "GET /api/admin/coach-applications": { expect: staff() },
  "GET /api/admin/incomplete-applications": { expect: staff() },
  "PATCH /api/admin/coach-applications/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.applicationId }, body: { status: "approved", adminNotes: "waved through" } }),
  },
  "POST /api/admin/publish-coach/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.applicationId } }) },
  "GET /api/admin/blog-posts": { expect: staff() },
  "POST /api/admin/blog-posts": { expect: staff(), call: () => ({ body: postBody() }) },
  "PATCH /api/admin/blog-posts/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.postId }, body: { ...postBody(), slug: "defaced" } }),
  },
  "DELETE /api/admin/blog-posts/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.postId } }) },
  "PATCH /api/admin/blog-posts/:id/publish": { expect: staff(), call: (fx) => ({ path: { id: fx.postId }, body: { isPublished: true } }) },
  "POST /api/admin/seed-blog-posts": { expect: staff() },
  "GET /api/admin/bookings": { expect: staff() },
  "GET /api/admin/bookings/form-data": { expect: staff() },
  "POST /api/admin/bookings": { expect: staff(), call: (fx) => ({ body: bookingInput(fx.coachId, { amount: "0.00" }) }) },
  "PATCH /api/admin/bookings/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.bookingId }, body: { status: "cancelled" } }) },
  "GET /api/admin/consultation-requests": { expect: staff() },
  "GET /api/admin/consultation-requests/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.consultationId } }) },
  "PATCH /api/admin/consultation-requests/:id": {
    expect: staff(),
    call: (fx) => ({ path: { id: fx.consultationId }, body: { status: "contacted" } }),
  },
  "GET /api/admin/outbox": { expect: staff() },
  "GET /api/admin/jobs": { expect: staff() },
  // No such job: staff are told so (404), everyone else is refused first.
  "POST /api/admin/jobs/:id/retry": { expect: staff(404), call: () => ({ path: { id: "999999" } }) },
  // Earnings and payouts: staff's reports and any coach's ledger.
  "GET /api/admin/payouts": { expect: staff() },
  "GET /api/admin/payouts.csv": { expect: staff() },
  "GET /api/admin/ledger": { expect: staff(), call: (fx) => ({ query: { coachId: fx.coachId } }) },
  // The audit trail: read-only, staff only (server/modules/audit/routes.ts).
  "GET /api/admin/audit": { expect: staff(), call: () => ({ query: { entity: "coach", from: "2026-01-01" } }) },
  // Verified licences: staff alone read, record and remove them.
  "GET /api/admin/coaches/:id/licences": { expect: staff(), call: (fx) => ({ path: { id: fx.coachId } }) },
  "POST /api/admin/coaches/:id/licences": {
    expect: staff(),
    call: (fx) => ({
      path: { id: fx.coachId },
      body: {
        licenceType: "LMFT",
        licenceNumber: "LMFT 12345",
        issuingState: "CA",
        expiresOn: "2099-03-31",
        checkMethod: "State board online lookup",
      },
    }),
  },
  "DELETE /api/admin/licences/:id": { expect: staff(), call: (fx) => ({ path: { id: fx.licenceId } }) },
  "POST /api/admin/coaches/:id/invite": { expect: staff(), call: (fx) => ({ path: { id: fx.invitableCoachId } }) },
  "DELETE /api/admin/coaches/:id/link": { expect: staff(), call: (fx) => ({ path: { id: fx.linkedCoachId } }) },

  // Conversations: anyone signed in has a list and preferences; a conversation is its two people's.
  "GET /api/coaches/:id/messaging": { expect: open("2xx"), call: (fx) => ({ path: { id: fx.linkedCoachId } }) },
  "GET /api/conversations": { expect: signedIn("2xx") },
  "POST /api/conversations": {
    // Only with a confirmed address.
    expect: { signedOut: 401, unverified: 403, verified: "2xx", other: "2xx", admin: "2xx" },
    call: (fx) => ({ body: { coachId: fx.linkedCoachId, body: "Planted message" } }),
  },
  "GET /api/conversations/events": { expect: signedIn("2xx") },
  "GET /api/conversations/:id": { expect: ownConversation("2xx"), call: (fx) => ({ path: { id: fx.conversationId } }) },
  "GET /api/conversations/:id/messages": { expect: ownConversation("2xx"), call: (fx) => ({ path: { id: fx.conversationId } }) },
  "POST /api/conversations/:id/messages": {
    expect: ownConversation("2xx"),
    call: (fx) => ({ path: { id: fx.conversationId }, body: { body: "Planted message" } }),
  },
  "POST /api/conversations/:id/read": { expect: ownConversation("2xx"), call: (fx) => ({ path: { id: fx.conversationId } }) },
  "PUT /api/conversations/:id/block": {
    expect: ownConversation("2xx"),
    call: (fx) => ({ path: { id: fx.conversationId }, body: { blocked: true } }),
  },
  "POST /api/messages/:id/report": {
    expect: ownConversation("2xx"),
    call: (fx) => ({ path: { id: fx.messageId }, body: { reason: "Planted report" } }),
  },
  // Only an account with the address the link was sent to may open it: every other one is refused.
  "POST /api/conversation-links/open": { expect: signedIn(403), call: (fx) => ({ body: { token: fx.conversationToken } }) },
  "GET /api/message-preferences": { expect: signedIn("2xx") },
  "PUT /api/message-preferences": { expect: signedIn("2xx"), call: () => ({ body: { messageEmails: false } }) },
  "GET /api/admin/message-reports": { expect: staff() },
  // No such report: staff are told so (404), everyone else is refused first.
  "PATCH /api/admin/message-reports/:id": {
    expect: staff(404),
    call: () => ({ path: { id: "00000000-0000-4000-8000-000000000000" }, body: { resolved: true } }),
  },

  // Video session rooms: the booking's client and its coach's account only (none of the callers runs
  // that coach); everyone else, staff included, gets 404 as for an unknown booking.
  "GET /api/sessions/:bookingId": { expect: ownBooking("2xx"), call: (fx) => ({ path: { bookingId: fx.sessionBookingId } }) },
  "GET /api/sessions/:bookingId/signal": { expect: ownBooking("2xx"), call: (fx) => ({ path: { bookingId: fx.sessionBookingId } }) },
  "POST /api/sessions/:bookingId/signal": {
    expect: ownBooking("2xx"),
    call: (fx) => ({ path: { bookingId: fx.sessionBookingId }, body: { type: "candidate", payload: { candidate: "planted" } } }),
  },

  // Only the invited address may use an invitation: every other account is refused (403).
  "POST /api/coach-invitations/accept": { expect: signedIn(403), call: (fx) => ({ body: { token: fx.invitationToken } }) },

  // The Coach Workspace (a coach's own requests and sessions are tested in their modules).
  "GET /api/coach/consultations": { expect: coachOnly() },
  "PATCH /api/coach/consultations/:id": {
    expect: coachOnly(),
    call: (fx) => ({ path: { id: fx.consultationId }, body: { status: "contacted", note: "planted" } }),
  },
  "GET /api/coach/bookings": { expect: coachOnly() },
  "POST /api/coach/bookings": {
    expect: coachOnly(),
    call: () => ({ body: { ...bookingInput("unused", { amount: "0.00" }), coachId: undefined } }),
  },
  "PATCH /api/coach/bookings/:id": { expect: coachOnly(), call: (fx) => ({ path: { id: fx.bookingId }, body: { status: "cancelled" } }) },

  // The Coach Workspace: none of these callers is linked to a coach, so all but the signed-out
  // one (401) are refused with 403 — staff(403) is exactly that row.
  "GET /api/coach/profile": { expect: staff(403) },
  "PATCH /api/coach/profile": { expect: staff(403), call: () => ({ body: { bio: BIO, hourlyRate: "1.00", location: "Nowhere, NV" } }) },
  "GET /api/coach/subscription": { expect: staff(403) },
  "POST /api/coach/subscription/cancel": { expect: staff(403) },
  "POST /api/coach/subscription/resume": { expect: staff(403) },

  // The Coach Workspace: only an account linked to a coach (none of these callers is one).
  "GET /api/coach/availability": { expect: coachOnly() },
  "PUT /api/coach/availability": { expect: coachOnly(), call: () => ({ body: AVAILABILITY }) },
  "GET /api/coach/insights": { expect: { signedOut: 401, unverified: 403, verified: 403, other: 403, admin: 403 } },
  "GET /api/coach/earnings": { expect: coachOnly() },
  "GET /api/coach/earnings.csv": { expect: coachOnly() },
  "POST /api/coach/payout-account": {
    expect: coachOnly(),
    call: () => ({ body: { accountHolderName: "Planted Holder", routingNumber: "110000000", accountNumber: "000123456789" } }),
  },
  "POST /api/coach/payout-account/link": { expect: coachOnly() },
};
