// A video session's room (/sessions/{bookingId}, docs/product/video-sessions.md): only the booking's
// client and its coach enter; for anyone else, staff included, and for a booking without a room
// (in person, unpaid, cancelled) it is 'Session not found' (HTTP 404).
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/session-room";
import { VIDEO_SESSION_TEXTS } from "#common/video-sessions";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { LinkButton } from "../components/ui/button";
import { VideoRoom } from "../features/video-room/room";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  if (!user) return { room: null };
  const room = await context.services.videoSessions.findRoom({ userId: user.id, coachId: user.coachId }, params.bookingId);
  if (!room) throw data({ message: VIDEO_SESSION_TEXTS.notFound }, { status: 404 });
  return { room };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData?.room ? `Session with ${loaderData.room.peer.name}` : "Video session",
    "A private video session between a client and their coach.",
    [{ name: "robots", content: "noindex" }],
  );

export default function SessionRoomPage({ loaderData }: Route.ComponentProps) {
  return <SignedInOnly>{loaderData.room ? <VideoRoom key={loaderData.room.bookingId} room={loaderData.room} /> : null}</SignedInOnly>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{VIDEO_SESSION_TEXTS.notFound}</h1>
      <p className="mt-3 text-muted-foreground">
        This session is not in your account. Check that you are signed in with the right address.
      </p>
      <LinkButton to="/bookings" className="mt-8">
        My Sessions
      </LinkButton>
    </section>
  );
}
