// The profile's part of conversations (docs/product/conversations.md#on-a-profile): 'Usually replies
// within {N} hours' once the coach has enough first replies, and 'Message', a link to the page where
// the first message is written (who may write is decided there), when the coach can read messages in
// Kindred. Little code: the profile's first load stays within its budget.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { ProfileMessaging } from "#common/conversations";
import { replyTimeText } from "#common/reply-time";
import { Button } from "../../components/ui/button";

export function ProfileMessages({ messaging, coachId }: { messaging: Promise<ProfileMessaging>; coachId: string }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={messaging}>
        {({ acceptsMessages, replyTimeHours }) => (
          <>
            {replyTimeHours !== null ? <p className="text-sm font-medium">{replyTimeText(replyTimeHours)}</p> : null}
            {acceptsMessages ? (
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link to={`/messages/new?coach=${coachId}`}>Message</Link>
              </Button>
            ) : null}
          </>
        )}
      </Await>
    </Suspense>
  );
}
