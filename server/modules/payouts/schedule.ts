// The payout schedule (PAYOUT_SCHEDULE, a crontab pattern in UTC): which period a run pays for, and
// when the next run is. A period is named by the schedule's latest tick.
import { CronExpressionParser } from "cron-parser";

/** The schedule's latest tick at or before `at`: the period a run at `at` pays for. */
export function payoutPeriod(schedule: string, at: number): Date {
  return CronExpressionParser.parse(schedule, { currentDate: new Date(at + 1), tz: "UTC" })
    .prev()
    .toDate();
}

/** The schedule's next tick after `at`. */
export function nextPayoutAt(schedule: string, at: number): Date {
  return CronExpressionParser.parse(schedule, { currentDate: new Date(at), tz: "UTC" })
    .next()
    .toDate();
}
