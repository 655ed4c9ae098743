// Verified licences (docs/product/verified-licences.md, docs/decisions/132): staff record a licence
// they checked with the state board, or remove one; each change writes its audit row and refreshes
// the coach's badge in one transaction. The daily pass takes the badge away once the licence's
// expiry date has passed and e-mails the coach 30 and 7 days before it, each reminder once.
import type { CoachLicence, LicenceInput } from "#common/licences";
import { stateName } from "#common/licences";
import { isUuid } from "#common/uuid";
import type { Database } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import type { MailService } from "../mail/service";
import { licenceExpiryReminderEmail } from "./emails";
import {
  claimReminders,
  coachesWithLapsedBadges,
  deleteLicence,
  findCoachForLicences,
  insertLicence,
  licencesOfCoach,
  refreshBadges,
  type LicenceRow,
  type ReminderKind,
} from "./repository";

export interface LicencesService {
  /** The coach's licences, longest-running first; null when there is no such coach. */
  list(coachId: string): Promise<CoachLicence[] | null>;
  create(actor: AuditActor, coachId: string, input: LicenceInput): Promise<CoachLicence>;
  remove(actor: AuditActor, licenceId: string): Promise<void>;
  /** Badges of lapsed licences removed, then the reminders due written; answers how many things it did. */
  runExpiryPass(): Promise<number>;
}

export interface LicencesDeps {
  db: Database;
  mail: MailService;
  now: () => number;
  /** The directory's in-process totals (the public cache follows the coaches' trigger). */
  invalidateDirectoryCache: () => void;
}

const BATCH = 50;

/** The UTC calendar date of a moment, YYYY-MM-DD. */
export function utcDate(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

function toLicence(row: LicenceRow, today: string): CoachLicence {
  return {
    id: row.id,
    coachId: row.coachId,
    licenceType: row.licenceType,
    licenceNumber: row.licenceNumber,
    issuingState: row.issuingState,
    issuingStateName: stateName(row.issuingState),
    expiresOn: row.expiresOn,
    checkMethod: row.checkMethod,
    verifiedBy: { id: row.verifiedById, email: row.verifiedByEmail },
    verifiedAt: row.verifiedAt.toISOString(),
    current: row.expiresOn >= today,
  };
}

/** What the audit row keeps of a licence (the reminders' times are the system's, not staff's). */
function audited(row: LicenceRow): Record<string, unknown> {
  return {
    coachId: row.coachId,
    licenceType: row.licenceType,
    licenceNumber: row.licenceNumber,
    issuingState: row.issuingState,
    expiresOn: row.expiresOn,
    checkMethod: row.checkMethod,
    verifiedByEmail: row.verifiedByEmail,
    verifiedAt: row.verifiedAt,
  };
}

export function createLicencesService(deps: LicencesDeps): LicencesService {
  const { db, mail, now } = deps;

  async function sendReminders(days: ReminderKind, today: string): Promise<number> {
    let total = 0;
    for (;;) {
      // Claimed and written to the outbox in one transaction: a pass that fails leaves them unclaimed.
      const sent = await db.transaction(async (tx) => {
        const due = await claimReminders(tx, days, today, new Date(now()), BATCH);
        for (const licence of due) await mail.enqueue(tx, licenceExpiryReminderEmail(mail, licence, days));
        return due.length;
      });
      total += sent;
      if (sent < BATCH) return total;
    }
  }

  return {
    async list(coachId) {
      if (!isUuid(coachId) || !(await findCoachForLicences(db, coachId))) return null;
      const today = utcDate(now());
      return (await licencesOfCoach(db, coachId)).map((row) => toLicence(row, today));
    },

    async create(actor, coachId, input) {
      const today = utcDate(now());
      if (input.expiresOn < today) {
        throw badRequest("The licence has expired: only a current licence can be verified", {
          expiresOn: "The expiry date has passed",
        });
      }
      const row = await db.transaction(async (tx) => {
        if (!isUuid(coachId) || !(await findCoachForLicences(tx, coachId))) throw notFound("Coach not found");
        const inserted = await insertLicence(tx, {
          coachId,
          ...input,
          verifiedById: actor.id,
          verifiedByEmail: actor.email,
          verifiedAt: new Date(now()),
        });
        await recordAuditEvent(tx, {
          actor,
          action: "licence.create",
          entity: "licence",
          entityId: inserted.id,
          before: null,
          after: audited(inserted),
        });
        await refreshBadges(tx, [coachId], today);
        return inserted;
      });
      deps.invalidateDirectoryCache();
      return toLicence(row, today);
    },

    async remove(actor, licenceId) {
      const today = utcDate(now());
      await db.transaction(async (tx) => {
        const removed = isUuid(licenceId) ? await deleteLicence(tx, licenceId) : undefined;
        if (!removed) throw notFound("Licence not found");
        await recordAuditEvent(tx, {
          actor,
          action: "licence.delete",
          entity: "licence",
          entityId: removed.id,
          before: audited(removed),
          after: null,
        });
        await refreshBadges(tx, [removed.coachId], today);
      });
      deps.invalidateDirectoryCache();
    },

    async runExpiryPass() {
      const today = utcDate(now());
      const lapsed = await refreshBadges(db, await coachesWithLapsedBadges(db, today), today);
      if (lapsed.length > 0) deps.invalidateDirectoryCache();
      return lapsed.length + (await sendReminders(30, today)) + (await sendReminders(7, today));
    },
  };
}
