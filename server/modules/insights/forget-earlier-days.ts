// When what profile views leave behind is deleted: the keys and visitor hashes of days that are over
// go at start, at every UTC midnight (so a day's shared key does not outlive its day; the first
// process to count a view on the new day deletes it too) and hourly, in case a pass failed.
import type { Logger } from "../../lib/logger";
import { untilNextUtcDay } from "./day-keys";
import type { ServerProfileViewCounter } from "./profile-views";

export function startForgettingEarlierDays(
  profileViews: Pick<ServerProfileViewCounter, "forgetEarlierDays">,
  logger: Logger,
  now: () => Date = () => new Date(),
): { stop(): void } {
  const forget = () => {
    profileViews.forgetEarlierDays().catch((error: unknown) => logger.warn({ err: error }, "profile-view clean-up failed"));
  };
  let atMidnight: NodeJS.Timeout | undefined;
  const nextMidnight = () => {
    atMidnight = setTimeout(() => {
      forget();
      nextMidnight();
    }, untilNextUtcDay(now()));
    atMidnight.unref();
  };
  forget();
  nextMidnight();
  const hourly = setInterval(forget, 3_600_000);
  hourly.unref();
  return {
    stop() {
      clearTimeout(atMidnight);
      clearInterval(hourly);
    },
  };
}
