// The process's background work: outbox delivery (SMTP, or the local mailbox without it), the
// reminder and booking jobs, the next free times' pass, the pass over applicants' unfinished applications, and the periodic
// clean-ups (rate-limit counters, unused images, profile visitors). Started once the process serves;
// stopped before the database closes.
import path from "node:path";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ApplicationsService } from "./modules/applications/service";
import { startNextFreePass, type NextFreeTimes } from "./modules/availability/next-free-service";
import type { AvailabilityService } from "./modules/availability/service";
import { startRepeatingJob } from "./lib/repeating-job";
import type { Logger } from "./lib/logger";
import { startBookingJobs } from "./modules/bookings/jobs";
import { startReminderJob } from "./modules/bookings/reminders";
import { sendOverdueRequestReminders } from "./modules/consultations/overdue-reminders";
import { startForgettingEarlierDays } from "./modules/insights/forget-earlier-days";
import type { ServerProfileViewCounter } from "./modules/insights/profile-views";
import { createSmtpTransport, startOutboxWorker, type MailTransport, type OutboxWorker } from "./modules/mail/delivery";
import { createMailboxTransport } from "./modules/mail/mailbox";
import type { MailService } from "./modules/mail/service";
import type { RateLimiter } from "./modules/rate-limits/service";
import type { UploadsService } from "./modules/uploads/service";

export interface BackgroundWork {
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  transport?: MailTransport;
  pollMs?: number;
  reminderIntervalMs?: number;
}

/** The running outbox worker, which the mail service nudges when it queues a message. */
export interface OutboxHolder {
  worker?: OutboxWorker;
}

export function startBackgroundWork(
  parts: {
    config: Config;
    db: Database;
    logger: Logger;
    mail: MailService;
    rateLimiter: RateLimiter;
    uploads: UploadsService;
    profileViews: ServerProfileViewCounter;
    outbox: OutboxHolder;
    applications: Pick<ApplicationsService, "runPass">;
    availability: Pick<AvailabilityService, "refreshNextFree">;
    nextFreeTimes: NextFreeTimes;
  },
  options: BackgroundWorkOptions = {},
): BackgroundWork {
  const { config, db, logger, mail, rateLimiter, uploads, profileViews, outbox, applications, availability } = parts;
  const mailboxDir = path.join(config.dataDir, "mail");
  if (!options.transport && !config.smtpUrl) {
    logger.info({ dir: mailboxDir }, "SMTP_URL is not set: e-mails are written to the local mailbox (npm run mail shows them)");
  }
  const transport =
    options.transport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createMailboxTransport({ dir: mailboxDir, from: config.mailFrom, logger }));
  outbox.worker = startOutboxWorker({ db, transport, logger, pollMs: options.pollMs });
  const prune = setInterval(() => {
    rateLimiter.prune().catch((error: unknown) => logger.warn({ err: error }, "rate-limit clean-up failed"));
  }, 3_600_000);
  prune.unref();
  const reminders = startReminderJob({ db, mail, logger, intervalMs: options.reminderIntervalMs });
  const overdueRequests = startRepeatingJob({
    run: () => sendOverdueRequestReminders({ db, mail }),
    logger,
    intervalMs: options.reminderIntervalMs,
    done: "overdue request reminders written",
    failed: "overdue request reminders failed; retrying at the next pass",
  });
  const bookingJobs = startBookingJobs({ db, mail, logger, availability, intervalMs: options.reminderIntervalMs });
  // Next free times the passage of time has moved (docs/decisions/109): when the first one falls due.
  const nextFree = startNextFreePass({ times: parts.nextFreeTimes, logger, intervalMs: options.reminderIntervalMs });
  // Applicants who paid and did not finish: reminded, then cancelled and refunded (docs/decisions/106).
  const applicantSubscriptions = startRepeatingJob({
    run: () => applications.runPass(Date.now()),
    logger,
    intervalMs: options.reminderIntervalMs,
    done: "applicant subscriptions reminded or cancelled",
    failed: "the applicant subscription pass failed; retrying at the next pass",
  });
  // Images nothing uses after 24 hours are deleted (docs/product/images.md#clean-up): soon after start,
  // then hourly.
  const deleteUnusedImages = () => {
    uploads.deleteUnreferenced().catch((error: unknown) => logger.warn({ err: error }, "image clean-up failed"));
  };
  // Visitor hashes and the day's key are only needed for the day they were made in (one view per
  // visitor per day); the key goes when its day ends.
  const visitorCleanUp = startForgettingEarlierDays(profileViews, logger);
  const firstImageCleanUp = setTimeout(deleteUnusedImages, 60_000);
  firstImageCleanUp.unref();
  const imageCleanUp = setInterval(deleteUnusedImages, 3_600_000);
  imageCleanUp.unref();
  return {
    async stop() {
      clearInterval(prune);
      clearTimeout(firstImageCleanUp);
      clearInterval(imageCleanUp);
      visitorCleanUp.stop();
      await reminders.stop();
      await overdueRequests.stop();
      await applicantSubscriptions.stop();
      for (const job of bookingJobs) await job.stop();
      await nextFree.stop();
      await outbox.worker?.stop();
      outbox.worker = undefined;
    },
  };
}
