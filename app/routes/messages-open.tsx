// Where a visitor's e-mailed conversation link lands (/messages/open?token=…). Opening the page only
// looks the link up (a mail scanner following it changes nothing); the conversation becomes the
// account's with the page's explicit POST.
import type { Route } from "./+types/messages-open";
import { ConversationLink } from "../features/messages/conversation-link";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").trim();
  const user = await context.services.auth.getSessionUser(request);
  const preview = await context.services.conversations.linkPreview(token, user);
  return { token, preview, oidc: context.services.auth.methods.oidc };
}

// The page carries a live token and depends on who is signed in: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Your conversation", "Open your conversation with a coach.", [{ name: "robots", content: "noindex" }]);

export default function MessagesOpen({ loaderData }: Route.ComponentProps) {
  return <ConversationLink token={loaderData.token} preview={loaderData.preview} oidc={loaderData.oidc} />;
}
