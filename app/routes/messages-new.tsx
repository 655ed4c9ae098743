// 'Message' from a coach's profile (/messages/new?coach={id}, docs/product/conversations.md#on-a-profile):
// the first message to the coach. Someone who already talks with the coach goes to that conversation;
// signed out, to sign-in and back; an unknown or inactive coach is 'Coach Not Found' (HTTP 404).
import { data, redirect } from "react-router";
import type { Route } from "./+types/messages-new";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { FirstMessage } from "../features/messages/first-message";
import { pageMeta } from "../lib/meta";
import { CoachNotFoundPage } from "../features/messages/coach-not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const coachId = new URL(request.url).searchParams.get("coach") ?? "";
  const coach = await context.services.coaches.getPublicCoach(coachId);
  if (!coach) throw data({ message: "Coach not found" }, { status: 404 });
  const to = { id: coach.id, firstName: coach.firstName, lastName: coach.lastName };
  const user = await context.services.auth.getSessionUser(request);
  if (!user) return { coach: to, acceptsMessages: false };
  const existing = await context.services.conversations.conversationWith({ userId: user.id, coachId: user.coachId }, coach.id);
  if (existing) throw redirect(`/messages/${existing}`);
  const { acceptsMessages } = await context.services.conversations.profileMessaging(coach.id);
  return { coach: to, acceptsMessages };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `Message ${loaderData.coach.firstName} ${loaderData.coach.lastName}` : "Message", "Write to a coach.", [
    { name: "robots", content: "noindex" },
  ]);

export default function MessagesNew({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInOnly>
      <FirstMessage coach={loaderData.coach} acceptsMessages={loaderData.acceptsMessages} />
    </SignedInOnly>
  );
}

export const ErrorBoundary = CoachNotFoundPage;
