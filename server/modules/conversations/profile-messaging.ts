// What a coach's profile says about messages (docs/product/conversations.md): whether the coach takes
// them, 'Usually replies within {N} hours' once there are enough first replies, and each account's
// choice of unread-message e-mails. Reply times are read for several coaches at once (the match, the
// suggestions e-mail) in one grouped query.
import { REPLY_TIME_MIN_REPLIES, REPLY_TIME_WINDOW_DAYS, type ProfileMessaging } from "#common/conversations";
import { isUuid } from "#common/uuid";
import type { ConversationsDeps } from "./context";
import * as repository from "./repository";

const DAY_MS = 24 * 3_600_000;

export function profileOperations(deps: ConversationsDeps) {
  const { db, now } = deps;

  /** Per coach: the median hours to the first reply (rounded up, at least 1), for those with enough replies. */
  async function replyTimeHoursOf(coachIds: readonly string[]): Promise<Map<string, number>> {
    const since = new Date(now() - REPLY_TIME_WINDOW_DAYS * DAY_MS);
    const rows = await repository.replyTimesOf(db, coachIds.filter(isUuid), since);
    return new Map(
      rows
        .filter((row) => row.replies >= REPLY_TIME_MIN_REPLIES && row.medianSeconds !== null)
        .map((row) => [row.coachId, Math.max(1, Math.ceil(row.medianSeconds! / 3600))]),
    );
  }

  return {
    replyTimeHoursOf,

    async profileMessaging(coachId: string): Promise<ProfileMessaging> {
      if (!isUuid(coachId)) return { acceptsMessages: false, replyTimeHours: null };
      const [coach, hours] = await Promise.all([repository.findCoachForMessages(db, coachId), replyTimeHoursOf([coachId])]);
      return { acceptsMessages: Boolean(coach?.isActive && coach.userId), replyTimeHours: hours.get(coachId) ?? null };
    },

    messageEmails: (userId: string) => repository.messagePreference(db, userId),
    setMessageEmails: (userId: string, on: boolean) => repository.setMessagePreference(db, userId, on),
  };
}
