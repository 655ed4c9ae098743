// Each coach's next free 50-minute time, kept with their hours so the directory shows and orders by
// it without computing slots per request (docs/decisions/109). It is computed, with the slot
// computation itself (common/scheduling/next-free.ts):
// - in the transaction of every change that can move it (hours saved, a session made, held, paid,
//   moved, cancelled, completed, marked a no-show, a hold released), after the change and under the
//   lock of the coach's hours row, so two changes of one coach at once leave the later one's answer,
//   computed from both;
// - by a background pass for the passage of time, which takes only the coaches whose stored answer
//   is due (the first free time slipped under the minimum notice, a hold ran out, a day entered the
//   window): an indexed column, so a pass reads nothing else. It runs when the earliest due time
//   comes, and at least every minute.
import { nextFreeTime } from "#common/scheduling/next-free";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { claimDue, earliestDue, lockHours, readNextFreeInputs, writeNextFree } from "./next-free-repository";

/** Coaches computed per transaction of a pass. */
const PASS_BATCH = 200;
/** A pass stops after this many batches and carries on at its next run. */
const PASS_MAX_BATCHES = 500;
const MIN_WAIT_MS = 1_000;

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

export interface NextFreePass {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The background pass: soon after start, then whenever the earliest due time comes (at least every
 * `intervalMs`, at most once a second), one pass at a time in this process. Several processes may
 * run it: each batch claims its rows (SKIP LOCKED).
 */
export function startNextFreePass(options: { times: NextFreeTimes; logger: Logger; intervalMs?: number }): NextFreePass {
  const { times, logger } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const runOnce = () => {
    running ??= times
      .runDuePass({ stopping: () => stopped })
      .then((count) => {
        if (count > 0) logger.debug({ count }, "next free times computed");
        return count;
      })
      .catch((error: unknown) => {
        logger.warn({ err: error }, "computing next free times failed; retrying at the next pass");
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const wait = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(scheduleNext), ms);
    timer.unref();
  };
  const scheduleNext = async () => {
    const due = await times.earliestDue().catch(() => null);
    wait(due === null ? intervalMs : Math.min(intervalMs, Math.max(MIN_WAIT_MS, due - Date.now())));
  };
  wait(MIN_WAIT_MS);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
