import type { Route } from "./+types/coach-invite";
import { CoachInvitation } from "../features/coach-links/coach-invitation";
import { pageMeta } from "../lib/meta";

// Where the e-mailed coach invitation lands. Opening the page only looks the token up (a mail
// scanner following the link uses nothing up); linking is the page's explicit POST.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").trim();
  const user = await context.services.auth.getSessionUser(request);
  const preview = await context.services.coachInvitations.preview(token, user);
  return { token, preview, oidc: context.services.auth.methods.oidc };
}

// The page carries a live token and depends on who is signed in: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coach Workspace Invitation", "Link your account to your coach profile and open your Coach Workspace.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachInvite({ loaderData }: Route.ComponentProps) {
  return <CoachInvitation token={loaderData.token} preview={loaderData.preview} oidc={loaderData.oidc} />;
}
