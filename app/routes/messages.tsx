// Messages (/messages, docs/product/conversations.md#pages): the signed-in person's conversations with
// coaches, the latest activity first, read on the server; live while the page is open.
import type { Route } from "./+types/messages";
import { CONVERSATIONS_PAGE_SIZE } from "#common/conversations";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { LinkButton } from "../components/ui/button";
import { ConversationList } from "../features/messages/conversation-list";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user) return { conversations: null };
  const page = await context.services.conversations.list(
    { userId: user.id, coachId: user.coachId },
    { limit: CONVERSATIONS_PAGE_SIZE, offset: 0 },
  );
  return { conversations: page.items };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Messages", "Your conversations with coaches and therapists.", [{ name: "robots", content: "noindex" }]);

export default function Messages({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInOnly>
      {loaderData.conversations ? (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
          <header>
            <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
            <p className="mt-2 text-muted-foreground">Your conversations. Only you and the other person can read them.</p>
          </header>
          <ConversationList
            first={loaderData.conversations}
            threadPath={(id) => `/messages/${id}`}
            empty={
              <div className="flex flex-col items-center gap-3">
                <p>No messages yet. Write to a coach from their profile, or send a consultation request: the conversation starts there.</p>
                <LinkButton to="/coaches" variant="outline">
                  Find a Coach
                </LinkButton>
              </div>
            }
          />
        </div>
      ) : null}
    </SignedInOnly>
  );
}
