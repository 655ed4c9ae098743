// Coach Workspace — one conversation (/coach/messages/{id}): the coach's side of it, with the reply-by
// time while the client's first message waits. Another coach's, or an unknown one, is 404.
import { data } from "react-router";
import type { Route } from "./+types/coach-messages-thread";
import { MESSAGES_PAGE_SIZE } from "#common/conversations";
import { conversationErrorBoundary } from "../features/messages/conversation-not-found";
import { Thread } from "../features/messages/thread";
import { workspaceCoachId } from "../features/coach-workspace/workspace-coach";
import { pageMeta } from "../lib/meta";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const coachId = await workspaceCoachId(context, request);
  const user = await context.services.auth.getSessionUser(request);
  const viewer = { userId: user?.id ?? "", coachId };
  const [conversation, messages] = await Promise.all([
    context.services.conversations.find(viewer, params.id),
    context.services.conversations.latestMessages(viewer, params.id, MESSAGES_PAGE_SIZE),
  ]);
  if (!conversation || !messages || conversation.role !== "coach") throw data({ message: "Conversation not found" }, { status: 404 });
  return { conversation, messages };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `${loaderData.conversation.other.name} | Messages` : "Messages", "A conversation with a client.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachMessagesThread({ loaderData }: Route.ComponentProps) {
  return (
    <div className="-mx-4 sm:-mx-6">
      <Thread
        key={loaderData.conversation.id}
        conversation={loaderData.conversation}
        first={loaderData.messages.items}
        total={loaderData.messages.total}
        backTo={{ href: "/coach/messages", label: "All messages" }}
      />
    </div>
  );
}

export const ErrorBoundary = conversationErrorBoundary("/coach/messages");
