// The profile's part of conversations (docs/product/conversations.md#on-a-profile): 'Usually replies
// within {N} hours' once the coach has enough first replies, and 'Message' when the coach can read
// messages in Kindred. The button's code (who may write, the writing dialog) is its own chunk, not part
// of the profile's first load.
import { lazy, Suspense, use } from "react";
import type { ProfileMessaging } from "#common/conversations";
import { replyTimeText } from "#common/reply-time";

const MessageButton = lazy(() => import("./message-button"));

function Messaging({ messaging, coach }: { messaging: Promise<ProfileMessaging>; coach: { id: string; firstName: string } }) {
  const { acceptsMessages, replyTimeHours } = use(messaging);
  return (
    <div className="flex flex-col gap-2">
      {replyTimeHours !== null ? <p className="text-sm font-medium text-foreground">{replyTimeText(replyTimeHours)}</p> : null}
      {acceptsMessages ? (
        <Suspense fallback={null}>
          <MessageButton coach={coach} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function ProfileMessages({ messaging, coach }: { messaging: Promise<ProfileMessaging>; coach: { id: string; firstName: string } }) {
  return (
    <Suspense fallback={null}>
      <Messaging messaging={messaging} coach={coach} />
    </Suspense>
  );
}
