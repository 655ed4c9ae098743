// Booking success (/booking-success?booking_id={id}, docs/product/bookings-and-payments.md#booking-success):
// the booking, 'Scheduled' for a free session and 'Confirmed' for a paid one, with where it happens
// ('Join session' for a video session's room, the coach's location in person) and 'Add to calendar';
// 'Booking Not Found' with Go Home for a missing (or someone else's) booking.
import { CalendarCheck } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/booking-success";
import { isOpenBooking, isPaid } from "#common/booking-states";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { Button } from "../components/ui/button";
import { AddToCalendar } from "../features/booking/add-to-calendar";
import { BookingErrorBoundary } from "../features/booking/booking-not-found";
import { BookingStatusBadge } from "../features/booking/booking-status-badge";
import { formatAmount } from "#common/money";
import { SessionPlace } from "../features/booking/session-place";
import { SessionSummary } from "../features/booking/session-summary";
import { pageMeta } from "../lib/meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  // `now`: the server's clock, for the first state of each 'Join session' (SessionPlace), so the
  // server's HTML and the hydration agree.
  if (!user) return { booking: null, now: Date.now() };
  const id = new URL(request.url).searchParams.get("booking_id") ?? "";
  const booking = id ? await context.services.bookings.getForClient(user, id) : null;
  if (!booking) throw data({ message: "Booking not found" }, { status: 404 });
  return { booking, now: Date.now() };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  pageMeta(matches, error ? "Booking Not Found" : "Booking Confirmed", "Your session booking, its date and time, and its status.", [
    { name: "robots", content: "noindex" },
  ]);

export default function BookingSuccess({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const awaitingPayment = booking ? booking.amountCents > 0 && !isPaid(booking.paymentStatus) && booking.status === "pending" : false;
  return (
    <SignedInOnly>
      {booking ? (
        <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <CalendarCheck className="size-7" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-3xl font-bold tracking-tight">
              {awaitingPayment ? "Your Session Is Reserved" : "Your Session Is Booked"}
            </h1>
            <p className="mt-2 text-muted-foreground">
              {awaitingPayment
                ? booking.paymentStatus === "processing"
                  ? "Your payment is being processed. We'll e-mail you when it's confirmed."
                  : "Complete the payment to confirm it."
                : "We've e-mailed you the details with a calendar invitation."}
            </p>
          </div>
          <div className="mt-8 rounded-xl border bg-background p-5 shadow-sm sm:p-6">
            <div className="mb-4 flex items-center justify-between gap-3">
              <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Status</h2>
              <BookingStatusBadge booking={booking} className="text-sm" />
            </div>
            <SessionSummary booking={booking} />
            <SessionPlace booking={booking} />
            <div className="mt-6 flex items-baseline justify-between border-t pt-4">
              <span className="font-medium">{isPaid(booking.paymentStatus) ? "Paid" : "Price"}</span>
              <span className="text-xl font-bold">{formatAmount(booking.amountCents)}</span>
            </div>
          </div>
          {isOpenBooking(booking.status) && !awaitingPayment ? <AddToCalendar booking={booking} /> : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            {awaitingPayment && booking.paymentStatus !== "processing" ? (
              <Button asChild size="lg">
                <Link to={`/checkout/${booking.id}`}>Complete Payment</Link>
              </Button>
            ) : null}
            <Button asChild size="lg" variant={awaitingPayment ? "outline" : "default"}>
              <Link to="/bookings">View My Sessions</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/coaches">Browse Coaches</Link>
            </Button>
          </div>
        </section>
      ) : null}
    </SignedInOnly>
  );
}

export const ErrorBoundary = BookingErrorBoundary;
