// The one registry of background work (docs/decisions/116): every job the process runs, with its
// payload, handler, attempts, key and schedule, on the PostgreSQL job queue (modules/jobs/queue.ts).
// Every web process takes jobs; a periodic job runs once per tick across all of them. Started once
// the process serves; stopped (running jobs finish) before the database closes.
import path from "node:path";
import { z } from "zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./lib/logger";
import type { ApplicationsService } from "./modules/applications/service";
import type { NextFreeTimes } from "./modules/availability/next-free-service";
import type { AvailabilityService } from "./modules/availability/service";
import { completeSessions, expireHolds } from "./modules/bookings/jobs";
import { sendDueReminders } from "./modules/bookings/reminders";
import { sendOverdueRequestReminders } from "./modules/consultations/overdue-reminders";
import {
  sendReplyReminders,
  sendSimilarCoachSuggestions,
  sendUnreadMessageEmails,
  type ConversationJobsDeps,
} from "./modules/conversations/jobs";
import type { ConversationsService } from "./modules/conversations/service";
import type { ServerProfileViewCounter } from "./modules/insights/profile-views";
import { defineJob, periodicPayload, startJobQueue, type JobDefinition, type JobQueue } from "./modules/jobs/queue";
import { createSmtpTransport, deliverMessage, DELIVERY_JOB, MAX_ATTEMPTS, type MailTransport } from "./modules/mail/delivery";
import { createMailboxTransport } from "./modules/mail/mailbox";
import type { MailService } from "./modules/mail/service";
import type { RateLimiter } from "./modules/rate-limits/service";
import type { UploadsService } from "./modules/uploads/service";
import type { PayoutsService } from "./modules/payouts/service";
import type { LicencesService } from "./modules/licences/service";

export interface BackgroundWork {
  /** Queues a job by name (tests run a periodic job now instead of waiting for its schedule). */
  enqueue: JobQueue["enqueue"];
  releaseAbandoned: JobQueue["releaseAbandoned"];
  stop(): Promise<void>;
}

export interface BackgroundWorkOptions {
  transport?: MailTransport;
  /** Tests: the clock that says how long a job has been held (see releaseAbandoned). */
  now?: () => number;
}

export interface BackgroundParts {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mail: MailService;
  rateLimiter: RateLimiter;
  uploads: UploadsService;
  profileViews: ServerProfileViewCounter;
  applications: Pick<ApplicationsService, "runPass">;
  availability: Pick<AvailabilityService, "refreshNextFree">;
  nextFreeTimes: NextFreeTimes;
  conversations: Pick<ConversationsService, "issueLink" | "replyTimeHoursOf">;
  payouts: Pick<PayoutsService, "releaseDue" | "runPayouts">;
  licences: Pick<LicencesService, "runExpiryPass">;
  /** The clock of the passes that take one (tests move it). */
  now?: () => number;
}

const EVERY_MINUTE = "* * * * *";
const HOURLY = "0 * * * *";
const MINUTE = 60_000;

/** A periodic pass: every run claims its rows in the database, so a run that fails is simply retried. */
function pass(name: string, schedule: string, run: () => Promise<number | void>, done?: string): JobDefinition {
  return defineJob({ name, payload: periodicPayload, run, schedule, maxAttempts: 3, timeLimitMs: 15 * MINUTE, done });
}

/** Where mail goes: the given transport, SMTP when SMTP_URL is set, else the local mailbox. */
function transportOf({ config, logger }: BackgroundParts, options: BackgroundWorkOptions): MailTransport {
  if (options.transport) return options.transport;
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  const dir = path.join(config.dataDir, "mail");
  logger.info({ dir }, "SMTP_URL is not set: e-mails are written to the local mailbox (npm run mail shows them)");
  return createMailboxTransport({ dir, from: config.mailFrom, logger });
}

/** Every job of the process. */
export function backgroundJobs(parts: BackgroundParts, transport: MailTransport): JobDefinition[] {
  const { logger, mail, availability } = parts;
  const { db } = parts.database;
  const conversationJobs: ConversationJobsDeps = {
    db,
    mail,
    now: parts.now ?? Date.now,
    issueLink: (tx, conversationId) => parts.conversations.issueLink(tx, conversationId),
    replyTimeHoursOf: (coachIds) => parts.conversations.replyTimeHoursOf(coachIds),
  };
  return [
    defineJob({
      name: DELIVERY_JOB,
      payload: z.object({ emailId: z.uuid() }),
      run: ({ emailId }, job) =>
        deliverMessage({ db, transport, logger }, emailId, { number: job.attempt, last: job.attempt >= job.maxAttempts }),
      maxAttempts: MAX_ATTEMPTS,
      key: ({ emailId }) => `${DELIVERY_JOB}:${emailId}`,
      // SMTP_TIMEOUTS end an exchange within two minutes.
      timeLimitMs: 5 * MINUTE,
    }),
    pass("bookings.reminders", EVERY_MINUTE, () => sendDueReminders({ db, mail }), "session reminders written"),
    pass(
      "consultations.overdue-reminders",
      EVERY_MINUTE,
      () => sendOverdueRequestReminders({ db, mail }),
      "overdue request reminders written",
    ),
    // Nobody waits in silence (docs/product/conversations.md#e-mails).
    pass("conversations.unread-emails", EVERY_MINUTE, () => sendUnreadMessageEmails(conversationJobs), "unread message e-mails written"),
    pass("conversations.reply-reminders", EVERY_MINUTE, () => sendReplyReminders(conversationJobs), "reply reminders written"),
    pass("conversations.suggestions", EVERY_MINUTE, () => sendSimilarCoachSuggestions(conversationJobs), "similar coaches suggested"),
    pass("bookings.expire-holds", EVERY_MINUTE, () => expireHolds(db, availability), "expired booking holds released"),
    pass("bookings.complete-sessions", EVERY_MINUTE, () => completeSessions({ db, mail, availability }), "finished sessions completed"),
    // Applicants who paid and did not finish: reminded, then cancelled and refunded (docs/decisions/106).
    pass("applications.pass", EVERY_MINUTE, () => parts.applications.runPass(Date.now()), "applicant subscriptions reminded or cancelled"),
    // Next free times the passage of time has moved (docs/decisions/109): every minute, and when the first one falls due.
    defineJob({
      name: "availability.next-free",
      payload: periodicPayload,
      run: (_payload, job) => parts.nextFreeTimes.runDuePass({ stopping: () => job.signal.aborted }),
      nextRunAt: () => parts.nextFreeTimes.earliestDue().then((due) => (due === null || due > Date.now() + MINUTE ? null : due)),
      schedule: EVERY_MINUTE,
      maxAttempts: 3,
      timeLimitMs: 15 * MINUTE,
    }),
    // Earnings (docs/product/earnings-and-payouts.md): each session's share becomes available 48 hours
    // after it, and the available balances are paid out on PAYOUT_SCHEDULE, once per coach per period.
    pass("payouts.release", EVERY_MINUTE, () => parts.payouts.releaseDue(), "session shares made available"),
    defineJob({
      name: "payouts.run",
      payload: periodicPayload,
      run: () => parts.payouts.runPayouts(),
      schedule: parts.config.payouts.schedule,
      maxAttempts: 3,
      timeLimitMs: 30 * MINUTE,
      done: "payouts made",
    }),
    // Verified licences (docs/product/verified-licences.md): the badge goes once the expiry date has
    // passed (UTC), and the coach is e-mailed 30 and 7 days before, each once. Hourly, so a badge
    // lasts at most an hour past its day.
    pass("licences.expiry", HOURLY, () => parts.licences.runExpiryPass(), "licence badges ended or reminders written"),
    pass("rate-limits.prune", HOURLY, () => parts.rateLimiter.prune()),
    // Images nothing uses after 24 hours are deleted (docs/product/images.md#clean-up).
    pass("uploads.delete-unused", HOURLY, () => parts.uploads.deleteUnreferenced()),
    // Visitor hashes and the day's key are only needed for the day they were made in (one view per
    // visitor per day): the keys of days that are over go on the hour, so also at UTC midnight.
    pass("insights.forget-earlier-days", HOURLY, () => parts.profileViews.forgetEarlierDays()),
  ];
}

export async function startBackgroundWork(parts: BackgroundParts, options: BackgroundWorkOptions = {}): Promise<BackgroundWork> {
  const transport = transportOf(parts, options);
  const queue = await startJobQueue({
    databaseUrl: parts.database.url,
    jobs: backgroundJobs(parts, transport),
    logger: parts.logger,
    graceMs: parts.config.shutdownTimeoutMs,
    now: options.now,
  });
  // Messages queued before the job queue existed (an upgrade) get their delivery job.
  await parts.mail.queueUnqueued(parts.database.db).catch(async (error: unknown) => {
    await queue.stop();
    throw error;
  });
  return {
    enqueue: queue.enqueue,
    releaseAbandoned: queue.releaseAbandoned,
    async stop() {
      await queue.stop();
      transport.close();
    },
  };
}
