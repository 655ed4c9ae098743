// A coach's reply time as a profile and an e-mail say it (docs/product/conversations.md#on-a-profile).

/** A profile's 'Usually replies within {N} hours' (N = 1: 'within 1 hour'; docs/product/conversations.md#on-a-profile). */
export function replyTimeText(hours: number): string {
  return `Usually replies within ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
