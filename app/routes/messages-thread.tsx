// One of the signed-in person's conversations (/messages/{id}), as a client or as a coach (the Coach
// Workspace opens the same at /coach/messages/{id}): someone else's, or an unknown one, is
// 'Conversation not found' (HTTP 404).
import { data } from "react-router";
import type { Route } from "./+types/messages-thread";
import { MESSAGES_PAGE_SIZE } from "#common/conversations";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { conversationErrorBoundary } from "../features/messages/conversation-not-found";
import { Thread } from "../features/messages/thread";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user) return { thread: null };
  const viewer = { userId: user.id, coachId: user.coachId };
  const [conversation, messages] = await Promise.all([
    context.services.conversations.find(viewer, params.id),
    context.services.conversations.latestMessages(viewer, params.id, MESSAGES_PAGE_SIZE),
  ]);
  if (!conversation || !messages) throw data({ message: "Conversation not found" }, { status: 404 });
  return { thread: { conversation, messages } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData?.thread ? `${loaderData.thread.conversation.other.name} | Messages` : "Messages",
    "A conversation in Messages.",
    [{ name: "robots", content: "noindex" }],
  );

export default function MessagesThread({ loaderData }: Route.ComponentProps) {
  const { thread } = loaderData;
  return (
    <SignedInOnly>
      {thread ? (
        <Thread
          key={thread.conversation.id}
          conversation={thread.conversation}
          first={thread.messages.items}
          total={thread.messages.total}
          backTo={{ href: "/messages", label: "All messages" }}
        />
      ) : null}
    </SignedInOnly>
  );
}

export const ErrorBoundary = conversationErrorBoundary("/messages");
