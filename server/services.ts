// Builds everything the process runs on: the shared server dependencies (database, mail, rate
// limits), the domain services (the API routes and the page loaders both use them) and the
// background work (outbox delivery, clean-up). The one place where pieces are wired together.
import path from "node:path";
import type { AppServices } from "#common/app-context";
import { startBackgroundWork, type BackgroundWork, type BackgroundWorkOptions } from "./background-work";
import type { Config } from "./config";
import type { Database, DatabaseOrTransaction } from "./db/client";
import type { BookingRecord } from "./modules/bookings/repository";
import type { AccountRecords, ServerContext, ServerDeps } from "./context";
import { createStaffPortalReader } from "./modules/admin/service";
import { createBlogService, type BlogService } from "./modules/blog/service";
import { createCoachAdminService, type CoachAdminService } from "./modules/coaches/admin-service";
import { createCoachProfileService, type CoachProfileService } from "./modules/coaches/profile-service";
import { createConsultationAdminService, type ConsultationAdminService } from "./modules/consultations/admin-service";
import { createReviewsService, type ReviewsService } from "./modules/reviews/service";
import { createDirectoryFetchers, type Fetcher } from "./modules/scraper/safe-fetch";
import { createScraperService, type ScraperService } from "./modules/scraper/service";
import { createUploadsService, type UploadsService } from "./modules/uploads/service";
import { createLocalStorage, createS3Storage, type ImageStorage } from "./modules/uploads/storage";
import { createMailService, type MailService } from "./modules/mail/service";
import { createApplicationsService, type ApplicationsService } from "./modules/applications/service";
import { createCoachSubscriptionsService, type CoachSubscriptionsService } from "./modules/subscriptions/service";
import { createCoachesService, type ServerCoachesService } from "./modules/coaches/service";
import { createCoachLinksService, type CoachLinksService } from "./modules/coach-links/service";
import { createConsultationsService, type ConsultationsService } from "./modules/consultations/service";
import { createCoachConsultationsService, type CoachConsultationsService } from "./modules/consultations/coach-service";
import { createSentRequestsReader } from "./modules/consultations/sent-requests";
import { createRateLimiter, type RateLimiter } from "./modules/rate-limits/service";
import { createAuthModule } from "./modules/auth/service";
import { createNextFreeTimes, type NextFreeTimes } from "./modules/availability/next-free-service";
import { createAvailabilityService, type AvailabilityService } from "./modules/availability/service";
import { createBookingSelfService, type BookingSelfService } from "./modules/bookings/self-service";
import { createBookingsService, type BookingsService } from "./modules/bookings/service";
import type { PaymentProvider } from "./modules/payments/provider";
import { createPaymentsService, type PaymentsService } from "./modules/payments/service";
import { createStripePaymentProvider } from "./modules/payments/stripe-provider";
import { createTestPaymentProvider } from "./modules/payments/test-provider";
import { createProfileViewCounter, type ServerProfileViewCounter } from "./modules/insights/profile-views";
import { createCoachInsightsService } from "./modules/insights/service";
import { createContactService, type ContactService } from "./modules/contact/service";
import { createJobsAdminService, type JobsAdminService } from "./modules/jobs/service";
import { createAuditService, type AuditService } from "./modules/audit/service";
import { createConversationsService, type ConversationsService } from "./modules/conversations/service";
import { createLiveConversations, type LiveConversations } from "./modules/conversations/live";
import { createVideoSessionsService, type VideoSessionsService } from "./modules/video-sessions/service";
import { createLiveVideoSessions, type LiveVideoSessions } from "./modules/video-sessions/live";
import { createPayoutsService, type PayoutProvider, type PayoutsService } from "./modules/payouts/service";
import { createLicencesService, type LicencesService } from "./modules/licences/service";
import { createStripePayoutProvider } from "./modules/payouts/stripe-payouts";
import { createTestPayoutProvider } from "./modules/payouts/test-payouts";

/** The services of the API routes: what page loaders see (AppServices) plus server-only ones. */
export interface ServerServices extends AppServices {
  coaches: ServerCoachesService;
  consultations: ConsultationsService;
  applications: ApplicationsService;
  coachSubscriptions: CoachSubscriptionsService;
  bookings: BookingsService;
  bookingSelfService: BookingSelfService;
  availability: AvailabilityService;
  /** Each coach's next free time, kept with their hours (the background pass's part). */
  nextFreeTimes: NextFreeTimes;
  paymentsApi: PaymentsService;
  blog: BlogService;
  coachAdmin: CoachAdminService;
  coachProfile: CoachProfileService;
  consultationAdmin: ConsultationAdminService;
  coachConsultations: CoachConsultationsService;
  reviews: ReviewsService;
  scraper: ScraperService;
  uploads: UploadsService;
  coachLinks: CoachLinksService;
  profileViews: ServerProfileViewCounter;
  contact: ContactService;
  /** Staff's view of failed background jobs. */
  jobsAdmin: JobsAdminService;
  /** The audit trail of staff actions, for staff to read (writing it: modules/audit/service.ts). */
  audit: AuditService;
  conversations: ConversationsService;
  /** The live streams of conversations this process serves (ended when it stops). */
  liveConversations: LiveConversations;
  /** Video session rooms: the room, entering it, relaying signals. */
  videoSessions: VideoSessionsService;
  /** The signalling streams of video sessions this process serves (ended when it stops). */
  liveVideoSessions: LiveVideoSessions;
  /** The ledger's reports, payout accounts, the release of shares and the payout run. */
  payouts: PayoutsService;
  /** Verified licences: staff record and remove them; the daily pass ends badges and sends reminders. */
  licences: LicencesService;
}

/**
 * Parts a program may replace when it builds the runtime itself. Never read from configuration:
 * only the browser tests' own server entry passes them (docs/decisions/033-scraper-fetching.md).
 */
export interface RuntimeOverrides {
  /** How the scraper reaches the directory (pages) and its photo host (images). */
  scraperFetchers?: { fetchPage: Fetcher; fetchImage: Fetcher };
  imageStorage?: ImageStorage;
  /** Tests: a payment provider to use instead of the configured one (e.g. Stripe against a fake). */
  paymentProvider?: PaymentProvider;
  /** Tests: a payout provider to use instead of the configured one (e.g. Stripe Connect against a fake). */
  payoutProvider?: PayoutProvider;
  /**
   * The benchmark's own server entry (scripts/bench-server.ts): whether profile views are counted,
   * asked on every view, so one server can be measured with counting on and off.
   */
  countProfileViews?: () => boolean;
  /** Tests: how often a video session's stream is kept alive and its presence recorded. */
  videoKeepAliveMs?: number;
  /** Tests: the clock of the services that take one (free times, the next free times and their pass, the confirmation code's 15 minutes). */
  now?: () => number;
}

export type { BackgroundWork } from "./background-work";

export interface Runtime {
  deps: ServerDeps;
  services: ServerServices;
  /** Starts taking background jobs: e-mail delivery (SMTP, or the local mailbox without it) and the periodic passes. */
  startBackgroundWork(options?: BackgroundWorkOptions): Promise<BackgroundWork>;
}

/** Coaches' payouts through the override, Stripe Connect with Stripe payments, else the built-in test provider. */
function payoutsOf(context: ServerContext, overrides: RuntimeOverrides, parts: { mail: MailService; now: () => number }): PayoutsService {
  const { config, database, logger } = context;
  const provider =
    overrides.payoutProvider ??
    (config.payments.provider === "stripe" ? createStripePayoutProvider(config.payments) : createTestPayoutProvider());
  return createPayoutsService({ db: database.db, provider, logger, settings: config.payouts, siteUrl: config.siteUrl, ...parts });
}

/** Uploaded images: the override, S3 when it is configured, else files under DATA_DIR/uploads. */
function imageStorageOf(config: Config, overrides: RuntimeOverrides): ImageStorage {
  return overrides.imageStorage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, "uploads")));
}

/** Card payments: the override, Stripe when it is configured, else the built-in test provider (with a warning on a public production site). */
function paymentProviderOf({ config, database, logger }: ServerContext, overrides: RuntimeOverrides): PaymentProvider {
  const paymentProvider =
    overrides.paymentProvider ??
    (config.payments.provider === "stripe" ? createStripePaymentProvider(config.payments) : createTestPaymentProvider(database.db));
  if (paymentProvider.name === "test" && config.env === "production" && config.publicUrl) {
    logger.warn("Card payments use the built-in test provider: no money is collected. Set the STRIPE_* variables to take real payments.");
  }
  return paymentProvider;
}

/** What the Coach Workspace's pages read of a coach's requests and sessions. */
function coachPracticeOf(coachConsultations: CoachConsultationsService, bookings: BookingsService): AppServices["coachPractice"] {
  return {
    listRequests: (coachId, query) => coachConsultations.list(coachId, query),
    listSessions: (coachId) => bookings.listForCoach(coachId),
    sessionFormData: (coachId, fromConsultation) => bookings.coachFormData(coachId, fromConsultation),
  };
}

/** What bookings, reviews, conversations and mail keep of a person, for deleting an account. */
function accountRecordsOf(
  db: Database,
  mail: MailService,
  parts: { bookings: BookingsService; reviews: ReviewsService; conversations: ConversationsService },
): AccountRecords {
  const { bookings, reviews, conversations } = parts;
  return {
    countUpcoming: (user) => bookings.countUpcomingForAccount(db, user),
    async forget(tx, user) {
      await bookings.forgetClient(tx, user);
      await reviews.forgetAuthor(tx, user.id);
      await conversations.forget(tx, user.id);
      // Someone who never proved the address must not be able to erase another person's messages.
      if (user.emailVerified) await mail.forgetAddress(tx, user.email);
    },
  };
}

/** Coach applications and the listing subscriptions they lead to, built together because each uses the other. */
function applicationsAndSubscriptionsOf(
  { config, database, logger }: ServerContext,
  parts: { mail: MailService; coaches: ServerCoachesService; coachLinks: CoachLinksService; paymentProvider: PaymentProvider },
): { applications: ApplicationsService; coachSubscriptions: CoachSubscriptionsService } {
  const { mail, coaches, coachLinks, paymentProvider } = parts;
  // Applications read subscriptions' status; subscription events update applications.
  const coachSubscriptions = createCoachSubscriptionsService({
    db: database.db,
    provider: paymentProvider,
    logger,
    mail,
    applications: () => applications,
  });
  const applications: ApplicationsService = createApplicationsService({
    db: database.db,
    config,
    mail,
    coaches,
    coachLinks,
    subscriptions: coachSubscriptions,
    logger,
  });
  return { applications, coachSubscriptions };
}

/** The video rooms (docs/product/video-sessions.md): their API and their live signalling. */
function videoSessionsOf(
  { config, database, logger }: ServerContext,
  overrides: RuntimeOverrides,
  { rateLimiter, now }: { rateLimiter: RateLimiter; now: () => number },
) {
  const videoSessions = createVideoSessionsService({
    db: database.db,
    video: config.video,
    rateLimiter,
    signalLimit: { name: "signals:account", ...config.rateLimits.signalsPerAccount },
    now,
  });
  const liveVideoSessions = createLiveVideoSessions({
    db: database.db,
    databaseUrl: database.url,
    logger,
    now,
    keepAliveMs: overrides.videoKeepAliveMs,
  });
  return { videoSessions, liveVideoSessions };
}

export function createRuntime(context: ServerContext, overrides: RuntimeOverrides = {}): Runtime {
  const { config, database, logger } = context;
  const mail = createMailService(config);
  const rateLimiter = createRateLimiter(database.db);
  // Built below; asked only when an account is deleted.
  const accountRecords = () => accountRecordsOf(database.db, mail, { bookings, reviews: services.reviews, conversations });
  const auth = createAuthModule({ ...context, mail, rateLimiter, accountRecords, now: overrides.now });
  const deps: ServerDeps = { ...context, mail, rateLimiter, auth };

  const coaches = createCoachesService(database.db);
  const invalidateDirectoryCache = () => coaches.invalidateDirectoryCache();
  const storage = imageStorageOf(config, overrides);
  const uploads = createUploadsService({ db: database.db, storage, signingKey: () => auth.signingKey("profile-image-upload"), logger });
  const fetchers = overrides.scraperFetchers ?? createDirectoryFetchers();
  const consultationAdmin = createConsultationAdminService(database.db);
  const nextFreeTimes = createNextFreeTimes(database.db, overrides.now);
  const availability = createAvailabilityService(database.db, overrides.now, nextFreeTimes);
  // A booking of a client's account starts their conversation with the coach (conversations is built below).
  const startConversation = (tx: DatabaseOrTransaction, booking: BookingRecord) =>
    booking.clientId
      ? conversations.startFromBooking(tx, {
          coachId: booking.coachId,
          client: { id: booking.clientId, email: booking.email, name: `${booking.firstName} ${booking.lastName}`.trim() },
        })
      : Promise.resolve();
  const now = overrides.now ?? Date.now;
  const bookings = createBookingsService({
    db: database.db,
    now,
    platformFeePercent: config.payouts.feePercent,
    mail,
    logger,
    consultations: consultationAdmin,
    availability,
    startConversation,
  });
  const bookingSelfService = createBookingSelfService({ db: database.db, mail, logger, bookings, availability, startConversation });
  const paymentProvider = paymentProviderOf(context, overrides);
  const coachLinks = createCoachLinksService({ db: database.db, mail, auth, logger });
  const { applications, coachSubscriptions } = applicationsAndSubscriptionsOf(context, { mail, coaches, coachLinks, paymentProvider });
  const profileViews = createProfileViewCounter({ db: database.db, logger, enabled: overrides.countProfileViews });
  const payouts = payoutsOf(context, overrides, { mail, now });
  const paymentsApi = createPaymentsService({
    provider: paymentProvider,
    bookings,
    refunds: bookingSelfService,
    logger,
    onSubscriptionEvent: coachSubscriptions.applyEvent,
    onPayoutEvent: (event) => payouts.handleEvent(event),
  });
  const coachConsultations = createCoachConsultationsService({ db: database.db });
  const coachAdmin = createCoachAdminService(database.db, invalidateDirectoryCache, coachLinks);
  const blog = createBlogService(database.db);
  const licences = createLicencesService({ db: database.db, mail, now, invalidateDirectoryCache });
  const jobsAdmin = createJobsAdminService(database.db);
  const conversations = createConversationsService({
    db: database.db,
    mail,
    logger,
    rateLimiter,
    messageLimit: { name: "messages:account", ...config.rateLimits.messagesPerAccount },
    auth,
    now,
  });
  const liveConversations = createLiveConversations({
    db: database.db,
    databaseUrl: database.url,
    logger,
    unreadTotal: (viewer) => conversations.unreadTotal(viewer),
  });
  const { videoSessions, liveVideoSessions } = videoSessionsOf(context, overrides, { rateLimiter, now });
  const services: ServerServices = {
    site: { brandName: config.brandName, supportEmail: config.supportEmail, siteUrl: config.siteUrl },
    coaches,
    consultations: createConsultationsService(
      database.db,
      mail,
      coaches,
      (tx, request, sender) => conversations.startFromConsultation(tx, request, sender),
      bookingSelfService.bookConsultation,
    ),
    sentRequests: createSentRequestsReader(database.db),
    blog,
    auth: auth.service,
    applications,
    coachSubscriptions,
    bookings,
    bookingSelfService,
    availability,
    nextFreeTimes,
    payments: { browserConfig: paymentProvider.browserConfig },
    paymentsApi,
    reviews: createReviewsService({ db: database.db, bookings, invalidateDirectoryCache }),
    coachAdmin,
    coachProfile: createCoachProfileService(coachAdmin),
    coachSubscription: coachSubscriptions,
    consultationAdmin,
    coachConsultations,
    coachPractice: coachPracticeOf(coachConsultations, bookings),
    scraper: createScraperService({ ...fetchers, storeImage: (bytes, address) => uploads.storeImage(bytes, address), logger }),
    uploads,
    coachLinks,
    coachInvitations: coachLinks,
    profileViews,
    coachInsights: createCoachInsightsService(database.db),
    staffPortal: createStaffPortalReader({ db: database.db, coachAdmin, consultationAdmin, applications, bookings, mail, blog, jobsAdmin }),
    contact: createContactService({ database, mail }),
    jobsAdmin,
    audit: createAuditService(database.db),
    conversations,
    liveConversations,
    videoSessions,
    liveVideoSessions,
    payouts,
    earnings: payouts,
    licences,
  };

  return {
    deps,
    services,
    startBackgroundWork: (options) =>
      startBackgroundWork(
        {
          ...context,
          mail,
          rateLimiter,
          uploads,
          profileViews,
          applications,
          availability,
          nextFreeTimes,
          conversations,
          payouts,
          licences,
          now: overrides.now,
        },
        options,
      ),
  };
}
