// The contract between the server and the React routes. Loaders and actions receive `services`
// through React Router's load context, so route modules use server capabilities without importing
// server code (which therefore can never end up in a browser bundle). Each domain adds its service
// interface here as it is built.
import type { AdminFailedJob } from "./admin-jobs";
import type { AdminBlogPost, BlogReader } from "./blog";
import type { Page, PublicCoach, PublicReview } from "./coaches";
import type { DirectoryQuery } from "./directory-query";

import type { AccountOverview, SessionUser } from "./auth";
import type { AdminCoach, CoachInvitationPreview } from "./coach-links";
import type { ClientBooking, CoachBookingFormData, CoachSessions, MySessions } from "./bookings";
import type { CoachConsultationListQuery } from "./consultations";
import type { CoachConsultationRequest, SentConsultationRequest } from "./consultation-states";
import type { PaymentBrowserConfig } from "./payments";
import type { CoachSubscriptionOverview } from "./coach-subscription";
import type { CoachInsights, InsightsWindow } from "./coach-insights";
import type { Availability } from "./scheduling/availability";
import type { AdminConsultationRequest, AdminOutboxMessage, AdminStats } from "./admin-coaches";
import type { AdminApplication } from "./applications";
import type { IncompleteApplication } from "./incomplete-applications";
import type { AdminBookingView } from "./booking-views";
import type {
  ConversationMessage,
  ConversationRole,
  ConversationSummary,
  ConversationViewer,
  ConversationLinkPreview,
  MessageReport,
  ProfileMessaging,
} from "./conversations";
import type { SessionRoom } from "./video-sessions";
import type { AdminCoachLedger, AdminPayoutsReport, CoachEarnings } from "./earnings";
import type { AuditReader } from "./audit";

export interface SiteInfo {
  brandName: string;
  supportEmail: string;
  /** Absolute origin of the site (PUBLIC_URL or localhost), for canonical links and sitemaps. */
  siteUrl: string;
}

export interface CoachesService {
  /** Active coaches matching the directory query, in directory order, with the total. */
  listDirectory(query: DirectoryQuery): Promise<Page<PublicCoach>>;
  /** The same page as the API's JSON text (an array of PublicCoach), built by the database. */
  listDirectoryJson(query: DirectoryQuery): Promise<{ json: string; total: number }>;
  /** An active coach; null for an unknown or inactive one. */
  getPublicCoach(id: string): Promise<PublicCoach | null>;
  listReviews(coachId: string, page: { limit: number; offset: number }): Promise<Page<PublicReview>>;
  listSitemapEntries(): Promise<{ id: string; updatedAt: string }[]>;
  /**
   * For each category (a topic group's name or a topic's label), the codes of the US states where at
   * least one active coach matches it as the directory's `category` filter does, in code order.
   */
  listCategoryStates(categories: readonly string[]): Promise<Record<string, string[]>>;
}

/** What a page may ask about the account of the request (implemented by server/modules/auth). */
export interface AuthService {
  /** The person signed in on this request, or null. */
  getSessionUser(request: Request): Promise<SessionUser | null>;
  /** The signed-in person's account details for the Settings page, or null when signed out. */
  getAccountOverview(request: Request): Promise<AccountOverview | null>;
  /** How people can sign in: passwords always, OpenID Connect when configured. */
  methods: { oidc: boolean };
}

/** A client's own bookings, for My Sessions, checkout and booking success (server/modules/bookings). */
export interface BookingsReader {
  /** Upcoming (soonest first) and history (latest first), split against now. */
  listForClient(user: Pick<SessionUser, "id" | "email" | "emailVerified">): Promise<MySessions>;
  /** The client's own booking; null for someone else's or an unknown one. */
  getForClient(user: Pick<SessionUser, "id" | "email" | "emailVerified">, id: string): Promise<ClientBooking | null>;
}

/** The consultation requests a person sent, for My Sessions (server/modules/consultations). */
export interface SentRequestsReader {
  /** Those sent with the person's confirmed address, newest first; refused (403) for an unconfirmed one. */
  listSentBy(user: Pick<SessionUser, "email" | "emailVerified">): Promise<SentConsultationRequest[]>;
}

/** The Requests and Sessions of the Coach Workspace, for the coach whose id the loader passes. */
export interface CoachPracticeReader {
  listRequests(coachId: string, query: CoachConsultationListQuery): Promise<Page<CoachConsultationRequest>>;
  listSessions(coachId: string): Promise<CoachSessions>;
  /** The 'New session' form; a request of another coach is refused with a 404. */
  sessionFormData(coachId: string, fromConsultation?: string): Promise<CoachBookingFormData>;
}

export interface PaymentsInfo {
  /** Which card form the checkout shows (and Stripe's publishable key). */
  browserConfig: PaymentBrowserConfig;
}

/** The coach invitation page (server/modules/coach-links): looks a token up without using it. */
export interface CoachInvitationsReader {
  /** `viewer`: the account signed in on this request, to tell whether it has the invited address. */
  preview(token: string, viewer: { email: string } | null): Promise<CoachInvitationPreview>;
}

/** A coach's own profile, for the Coach Workspace's Profile page (server/modules/coaches). */
export interface CoachProfileReader {
  /** The coach's profile as the public sees it (also when offline), or null for an unknown coach. */
  getOwnProfile(coachId: string): Promise<PublicCoach | null>;
}

/** A coach's own subscription, for the Coach Workspace's Subscription page (server/modules/subscriptions). */
export interface CoachSubscriptionReader {
  overviewForCoach(coachId: string): Promise<CoachSubscriptionOverview>;
}

/** Counts views of public coach profiles (server/modules/insights). */
export interface ProfileViewCounter {
  /**
   * Counts one view of this coach's profile by this visitor: bots and repeat views of the day are
   * not counted. Returns at once; the write happens in the background and its errors are logged.
   */
  count(coachId: string, visitor: { address: string; userAgent: string | null | undefined }): void;
}

/** A coach's own figures for the Insights page (server/modules/insights). */
export interface CoachInsightsReader {
  forCoach(coachId: string, days: InsightsWindow): Promise<CoachInsights>;
}

/** A coach's bookable hours (server/modules/availability). */
export interface AvailabilityReader {
  /** The coach's hours, or null when the coach takes requests only. */
  get(coachId: string): Promise<Availability | null>;
}

/**
 * What the staff pages read: the answers of the GET /api/admin/* lists (server/modules/admin/service.ts).
 * Loaders call it only behind the staff guard (app/components/layout/admin-gate.tsx).
 */
export interface StaffPortalReader {
  stats(): Promise<AdminStats>;
  /** Every coach, inactive too, newest first. */
  coaches(page: { limit: number; offset: number }): Promise<Page<AdminCoach>>;
  /** Newest first. */
  consultationRequests(page: { limit: number; offset: number }): Promise<Page<AdminConsultationRequest>>;
  /** Newest first. */
  applications(page: { limit: number; offset: number }): Promise<Page<AdminApplication>>;
  /** Paid subscriptions without an application, newest payment first. */
  incompleteApplications(page: { limit: number; offset: number }): Promise<Page<IncompleteApplication>>;
  /** Every booking, newest first, with the changes each allows. */
  bookings(page: { limit: number; offset: number }): Promise<Page<AdminBookingView>>;
  /** The e-mails, newest first, with their delivery status. */
  outbox(page: { limit: number; offset: number }): Promise<Page<AdminOutboxMessage>>;
  /** Every post, drafts too, newest first. */
  blogPosts(): Promise<AdminBlogPost[]>;
  /** Background jobs whose last attempt failed, latest first. */
  failedJobs(): Promise<AdminFailedJob[]>;
}

/** The signed-in person's conversations, for the Messages pages and the header (server/modules/conversations). */
export interface ConversationsReader {
  list(viewer: ConversationViewer, query: { role?: ConversationRole; limit: number; offset: number }): Promise<Page<ConversationSummary>>;
  /** The id of the viewer's conversation with this coach (as the client), or null. */
  conversationWith(viewer: ConversationViewer, coachId: string): Promise<string | null>;
  /** One of the viewer's conversations; null for any other. */
  find(viewer: ConversationViewer, id: string): Promise<ConversationSummary | null>;
  /** The latest page of its messages, oldest first; null when it is not the viewer's. */
  latestMessages(viewer: ConversationViewer, id: string, limit: number): Promise<Page<ConversationMessage> | null>;
  /** Messages to the viewer not read yet (the header's badge). */
  unreadTotal(viewer: ConversationViewer): Promise<number>;
  /** 'Usually replies within {N} hours', per coach of those given that has enough first replies (the rest left out). */
  replyTimeHoursOf(coachIds: readonly string[]): Promise<Map<string, number>>;
  /** What the coach's profile offers for messages. */
  profileMessaging(coachId: string): Promise<ProfileMessaging>;
  /** What a visitor's e-mailed link is for (its page, before it is used); null when it opens nothing. */
  linkPreview(token: string, user: Pick<SessionUser, "email"> | null): Promise<ConversationLinkPreview | null>;
  /** Whether unread messages are e-mailed to the account (Settings). */
  messageEmails(userId: string): Promise<boolean>;
  /** Messages reported to staff, unresolved first. */
  reports(page: { limit: number; offset: number }): Promise<Page<MessageReport>>;
}

/** The signed-in person's video session rooms, for the room's page (server/modules/video-sessions). */
export interface VideoSessionsReader {
  /** The room of one of the viewer's video bookings; null for any other booking, or one without a room. */
  findRoom(viewer: { userId: string; coachId: string | null }, bookingId: string): Promise<SessionRoom | null>;
}

/** Earnings and payouts (server/modules/payouts): the coach's Earnings page and the staff report. */
export interface EarningsReader {
  /** The coach's balances, next payout, entries and monthly statements. */
  forCoach(coachId: string): Promise<CoachEarnings>;
  /** Staff: the payouts report per period and the platform's revenue per month. */
  payoutsReport(): Promise<AdminPayoutsReport>;
  /** Staff: one coach's ledger; null for an unknown coach. */
  coachLedger(coachId: string): Promise<AdminCoachLedger | null>;
}

export interface AppServices {
  site: SiteInfo;
  coaches: CoachesService;
  blog: BlogReader;
  auth: AuthService;
  bookings: BookingsReader;
  sentRequests: SentRequestsReader;
  payments: PaymentsInfo;
  coachInvitations: CoachInvitationsReader;
  coachPractice: CoachPracticeReader;
  coachProfile: CoachProfileReader;
  coachSubscription: CoachSubscriptionReader;
  profileViews: ProfileViewCounter;
  coachInsights: CoachInsightsReader;
  availability: AvailabilityReader;
  staffPortal: StaffPortalReader;
  conversations: ConversationsReader;
  videoSessions: VideoSessionsReader;
  earnings: EarningsReader;
  /** Staff: the audit trail of staff actions. */
  audit: AuditReader;
}

export interface KindredLoadContext {
  services: AppServices;
  /** Nonce of the response's Content-Security-Policy; the document's inline scripts carry it. */
  cspNonce: string;
  requestId: string;
  /** The client's address by the server's rules (the proxy's forwarded one when it is trusted). */
  clientAddress: string;
  /**
   * Values a loader hands to the server's render only: unlike loader data they are never sent to
   * the browser (app/lib/render-only.tsx).
   */
  renderOnly: Map<string, unknown>;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends KindredLoadContext {}
}
