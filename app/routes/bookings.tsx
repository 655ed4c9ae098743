// My Sessions (/bookings, docs/product/bookings-and-payments.md#my-sessions): Upcoming Sessions and
// Session History one above the other, split by the scheduled time against now
// (cancelled and completed sessions in history), then the consultation requests sent with the
// person's confirmed address, read on the server for the signed-in client.
import { CalendarPlus, History, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/bookings";
import type { ClientBooking } from "#common/bookings";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { Button } from "../components/ui/button";
import { SentRequests } from "../features/booking/sent-requests";
import { SessionCard } from "../features/booking/session-card";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  // `now`: the server's clock, for the first state of each 'Join session' (SessionPlace), so the
  // server's HTML and the hydration agree.
  if (!user) return { sessions: null, requests: null, now: Date.now() };
  // Requests are matched by address: only once the address is proved (null: the page says why).
  const [sessions, requests] = await Promise.all([
    context.services.bookings.listForClient(user),
    user.emailVerified ? context.services.sentRequests.listSentBy(user) : null,
  ]);
  return { sessions, requests, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "My Sessions", "Your upcoming sessions, session history and consultation requests, with payment and review actions.", [
    { name: "robots", content: "noindex" },
  ]);

function SessionList({
  id,
  title,
  icon: Icon,
  sessions,
  empty,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  sessions: ClientBooking[];
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      {/* The heading is the list's exact name (docs/product/bookings-and-payments.md#my-sessions); the count sits beside it. */}
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <span className="text-base text-muted-foreground">({sessions.length})</span>
      </div>
      {sessions.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {sessions.map((booking) => (
            <SessionCard key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{empty}</div>
      )}
    </section>
  );
}

function NoUpcomingSessions() {
  return (
    <div className="flex flex-col items-center gap-3">
      <p>No upcoming sessions.</p>
      <Button asChild variant="outline">
        <Link to="/coaches">Find a Coach</Link>
      </Button>
    </div>
  );
}

export default function MySessions({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  return (
    <SignedInOnly>
      {sessions ? (
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
          <header>
            <h1 className="text-3xl font-bold tracking-tight">My Sessions</h1>
            <p className="mt-2 text-muted-foreground">Your upcoming sessions and your history. Times are shown in your time zone.</p>
          </header>
          {[
            {
              id: "upcoming-sessions",
              title: "Upcoming Sessions",
              icon: CalendarPlus,
              sessions: sessions.upcoming,
              empty: <NoUpcomingSessions />,
            },
            {
              id: "session-history",
              title: "Session History",
              icon: History,
              sessions: sessions.history,
              empty: <p>No past sessions yet.</p>,
            },
          ].map((list) => (
            <SessionList key={list.id} {...list} />
          ))}
          <SentRequests requests={loaderData.requests} />
        </div>
      ) : null}
    </SignedInOnly>
  );
}
