// Builds everything the process runs on: the shared server dependencies (database, mail, rate
// limits), the domain services (the API routes and the page loaders both use them) and the
// background work (outbox delivery, clean-up). The one place where pieces are wired together.
import type { AppServices } from "#common/app-context";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./lib/logger";
import { createBlogService } from "./modules/blog/service";
import { createSmtpTransport, startOutboxWorker, type MailTransport, type OutboxWorker } from "./modules/mail/delivery";
import { createMailService, type MailService } from "./modules/mail/service";
import { createApplicationsService, type ApplicationsService } from "./modules/applications/service";
import { createCoachSubscriptionsService, type CoachSubscriptionsService } from "./modules/subscriptions/service";
import { createCoachesService, type ServerCoachesService } from "./modules/coaches/service";
import { createConsultationsService, type ConsultationsService } from "./modules/consultations/service";
import { createRateLimiter, type RateLimiter } from "./modules/rate-limits/service";
import { createAuthModule, type AuthModule } from "./modules/auth/service";
import { createBookingsService, type BookingsService } from "./modules/bookings/service";
import type { PaymentProvider } from "./modules/payments/provider";
import { createPaymentsService, type PaymentsService } from "./modules/payments/service";
import { createStripePaymentProvider } from "./modules/payments/stripe-provider";
import { createTestPaymentProvider } from "./modules/payments/test-provider";
import { startReminderJob } from "./modules/reminders/service";
import { createReviewsService, type ReviewsService } from "./modules/reviews/service";

export interface ServerContext {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

/** What API routes and services may use beyond the public services. */
export interface ServerDeps extends ServerContext {
  mail: MailService;
  rateLimiter: RateLimiter;
  /** Sessions and accounts; routes guard themselves with requireUser/requireAdmin(deps.auth). */
  auth: AuthModule;
}

/** The services of the API routes: what page loaders see (AppServices) plus server-only ones. */
export interface ServerServices extends AppServices {
  coaches: ServerCoachesService;
  consultations: ConsultationsService;
  applications: ApplicationsService;
  coachSubscriptions: CoachSubscriptionsService;
  bookings: BookingsService;
  paymentsApi: PaymentsService;
  reviews: ReviewsService;
}

export interface BackgroundWork {
  stop(): Promise<void>;
}

export interface Runtime {
  deps: ServerDeps;
  services: ServerServices;
  /** Starts outbox delivery (when SMTP is configured) and periodic clean-up. */
  startBackgroundWork(options?: { transport?: MailTransport; pollMs?: number; reminderIntervalMs?: number }): BackgroundWork;
}

export interface RuntimeOptions {
  /** Tests: a payment provider to use instead of the configured one (e.g. Stripe against a fake). */
  paymentProvider?: PaymentProvider;
}

export function createRuntime(context: ServerContext, options: RuntimeOptions = {}): Runtime {
  const { config, database, logger } = context;
  let worker: OutboxWorker | undefined;
  const mail = createMailService(config, () => worker?.nudge());
  const rateLimiter = createRateLimiter(database.db);
  const auth = createAuthModule({ ...context, mail, rateLimiter });
  const deps: ServerDeps = { ...context, mail, rateLimiter, auth };

  const coaches = createCoachesService(database.db);
  const bookings = createBookingsService({ db: database.db, mail, logger });
  const paymentProvider =
    options.paymentProvider ??
    (config.payments.provider === "stripe" ? createStripePaymentProvider(config.payments) : createTestPaymentProvider(database.db));
  if (paymentProvider.name === "test" && config.env === "production" && config.publicUrl) {
    logger.warn("Card payments use the built-in test provider: no money is collected. Set the STRIPE_* variables to take real payments.");
  }
  // Applications read subscriptions' status; subscription events update applications.
  const coachSubscriptions = createCoachSubscriptionsService({ db: database.db, provider: paymentProvider, logger, applications: () => applications });
  const applications: ApplicationsService = createApplicationsService({ db: database.db, config, mail, coaches, auth, subscriptions: coachSubscriptions });
  const paymentsApi = createPaymentsService({ provider: paymentProvider, bookings, logger, onSubscriptionEvent: coachSubscriptions.applyEvent });
  const services: ServerServices = {
    site: { brandName: config.brandName, supportEmail: config.supportEmail, siteUrl: config.siteUrl },
    coaches,
    consultations: createConsultationsService(database.db, mail, coaches),
    blog: createBlogService(database.db),
    auth: auth.service,
    applications,
    coachSubscriptions,
    bookings,
    payments: { browserConfig: paymentProvider.browserConfig },
    paymentsApi,
    reviews: createReviewsService({ db: database.db, bookings, coaches }),
  };

  return {
    deps,
    services,
    startBackgroundWork(options = {}) {
      const transport = options.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined);
      if (transport) {
        worker = startOutboxWorker({ db: database.db, transport, logger, pollMs: options.pollMs });
      } else {
        logger.info("SMTP_URL is not set: e-mails wait in the outbox");
      }
      const prune = setInterval(() => {
        rateLimiter.prune().catch((error: unknown) => logger.warn({ err: error }, "rate-limit clean-up failed"));
      }, 3_600_000);
      prune.unref();
      const reminders = startReminderJob({ db: database.db, mail, logger, intervalMs: options.reminderIntervalMs });
      return {
        async stop() {
          clearInterval(prune);
          await reminders.stop();
          await worker?.stop();
          worker = undefined;
        },
      };
    },
  };
}
