// Each coach's next free 50-minute time, kept with their hours so the directory shows and orders by
// it without computing slots per request (docs/decisions/109). It is computed, with the slot
// computation itself (common/scheduling/next-free.ts):
// - in the transaction of every change that can move it (hours saved, a session made, held, paid,
//   moved, cancelled, completed, marked a no-show, a hold released), after the change and under the
//   lock of the coach's hours row, so two changes of one coach at once leave the later one's answer,
//   computed from both;
// - by a background pass for the passage of time, which takes only the coaches whose stored answer
//   is due (the first free time slipped under the minimum notice, a hold ran out, a day entered the
//   window): an indexed column, so a pass reads nothing else. It runs as a periodic job
//   (server/background-work.ts) every minute, and again when the earliest due time comes.
import { nextFreeTime } from "#common/scheduling/next-free";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { claimDue, earliestDue, lockHours, readNextFreeInputs, writeNextFree } from "./repository";

/** Coaches computed per transaction of a pass. */
const PASS_BATCH = 200;
/** A pass stops after this many batches and carries on at its next run. */
const PASS_MAX_BATCHES = 500;

export interface NextFreeTimes {
  /**
   * Computes again, inside the caller's transaction, the next free times of these coaches (those
   * without hours have none): call it after the change, as the transaction's last write of them.
   */
  refresh(tx: DatabaseOrTransaction, coachIds: string | readonly string[]): Promise<void>;
  /**
   * Computes the coaches whose next free time is due now, in batches; answers how many. `stopping`
   * ends it between two batches (the process is stopping: the next process carries on).
   */
  runDuePass(options?: { stopping?: () => boolean }): Promise<number>;
  /** The earliest due time of any coach (epoch ms; -Infinity: some never computed; null: no hours at all). */
  earliestDue(): Promise<number | null>;
}

export function createNextFreeTimes(db: Database, now: () => number = Date.now): NextFreeTimes {
  async function computeAndWrite(tx: DatabaseOrTransaction, coachIds: readonly string[]): Promise<void> {
    const at = now();
    const rows = await readNextFreeInputs(tx, coachIds, at);
    const answers = rows.map((row) => {
      const { slot, recheckAt } = nextFreeTime({ ...row, now: at });
      return { coachId: row.coachId, start: slot?.start ?? null, dueAt: recheckAt };
    });
    await writeNextFree(tx, answers);
  }

  return {
    async refresh(tx, coachIds) {
      const locked = await lockHours(tx, typeof coachIds === "string" ? [coachIds] : [...new Set(coachIds)]);
      await computeAndWrite(tx, locked);
    },

    async runDuePass({ stopping = () => false } = {}) {
      let total = 0;
      for (let batch = 0; batch < PASS_MAX_BATCHES && !stopping(); batch += 1) {
        const count = await db.transaction(async (tx) => {
          const due = await claimDue(tx, now(), PASS_BATCH);
          await computeAndWrite(tx, due);
          return due.length;
        });
        total += count;
        if (count < PASS_BATCH) break;
      }
      return total;
    },

    earliestDue: () => earliestDue(db),
  };
}
