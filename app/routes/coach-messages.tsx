// Coach Workspace — Messages (/coach/messages): the coach's conversations with clients, those past
// their reply-by time first, then the latest activity; each shows when to reply by.
import type { Route } from "./+types/coach-messages";
import { CONVERSATIONS_PAGE_SIZE } from "#common/conversations";
import { ConversationList } from "../features/messages/conversation-list";
import { workspaceCoachId } from "../features/coach-workspace/workspace-coach";
import { pageMeta } from "../lib/meta";

export async function loader({ context, request }: Route.LoaderArgs) {
  const coachId = await workspaceCoachId(context, request);
  const user = await context.services.auth.getSessionUser(request);
  const page = await context.services.conversations.list(
    { userId: user?.id ?? "", coachId },
    { role: "coach", limit: CONVERSATIONS_PAGE_SIZE, offset: 0 },
  );
  return { conversations: page.items };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Messages | Coach Workspace", "Your conversations with clients, with the ones waiting for a reply first.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachMessages({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="coach-messages-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="coach-messages-heading" className="text-xl font-semibold">
          Messages
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Reply to a new conversation within 24 hours: people who hear back soon are far more likely to book.
        </p>
      </div>
      <ConversationList
        first={loaderData.conversations}
        side="coach"
        threadPath={(id) => `/coach/messages/${id}`}
        empty={<p>No messages yet. When a client writes to you or sends a consultation request, the conversation appears here.</p>}
      />
    </section>
  );
}
