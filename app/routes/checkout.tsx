// Checkout (/checkout/{bookingId}, docs/product/bookings-and-payments.md#checkout): the session summary, the
// amount with two decimals (FREE for 0, with no payment) and the payment part: how long the time is
// held, the card form and the cancellation policy (or other times, once the hold has run out). Only
// the client's own booking; another's answers 404 'Booking Not Found', as an unknown one does.
import { CheckCircle2, ShieldCheck } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/checkout";
import { isPaid, isPayable } from "#common/booking-states";
import { SignedInOnly } from "../components/layout/signed-in-only";
import { deferredIsland } from "../components/deferred-island";
import { Button } from "../components/ui/button";
import { BookingErrorBoundary } from "../features/booking/booking-not-found";
import { BookingStatusBadge } from "../features/booking/booking-status-badge";
import { successPath } from "../features/booking/booking-paths";
import { formatAmount } from "#common/money";
import { SessionSummary } from "../features/booking/session-summary";
import { pageMeta } from "../lib/meta";
import { CANCELLATION_POLICY_TEXT } from "#common/scheduling/policy";

// The payment part counts the hold down and asks the server for a payment as the page opens: its code
// loads then, apart from the page's.
const CheckoutPayment = deferredIsland(
  "checkout-payment",
  () => import("../features/booking/checkout-payment").then((module) => module.CheckoutPayment),
  {
    label: "Preparing payment...",
    eager: () => true,
  },
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  const payments = context.services.payments.browserConfig;
  if (!user) return { booking: null, payments, policy: CANCELLATION_POLICY_TEXT };
  const booking = await context.services.bookings.getForClient(user, params.bookingId);
  if (!booking) throw data({ message: "Booking not found" }, { status: 404 });
  // The policy's words come with the data: /bookings has the policy's code, and sharing it would split it out of that page's first load.
  return { booking, payments, policy: CANCELLATION_POLICY_TEXT };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  pageMeta(matches, error ? "Booking Not Found" : "Checkout", "Review your session and pay securely by card.", [
    { name: "robots", content: "noindex" },
  ]);

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { booking, payments, policy } = loaderData;
  return (
    <SignedInOnly>
      {booking ? (
        <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          <Link to="/bookings" className="text-sm font-medium text-primary hover:underline">
            ← My Sessions
          </Link>
          <h1 className="mt-3 text-3xl font-bold tracking-tight">Complete Your Booking</h1>
          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <div className="rounded-xl border bg-background p-5 shadow-sm sm:p-6">
              <div className="mb-4 flex items-center justify-between gap-3">
                <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Session summary</h2>
                <BookingStatusBadge booking={booking} />
              </div>
              <SessionSummary booking={booking} headingLevel="h3" />
              <div className="mt-6 flex items-baseline justify-between border-t pt-4">
                <span className="font-medium">Total</span>
                <span className="text-2xl font-bold" data-testid="checkout-total">
                  {formatAmount(booking.amountCents)}
                </span>
              </div>
            </div>
            <div className="rounded-xl border bg-background p-5 shadow-sm sm:p-6">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> Payment
              </h2>
              <div className="mt-4">
                {booking.amountCents === 0 || isPaid(booking.paymentStatus) ? (
                  <div className="flex flex-col gap-4">
                    {booking.amountCents === 0 ? (
                      <p>This session is free: there is nothing to pay.</p>
                    ) : (
                      <p className="flex items-center gap-2">
                        <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" /> This session is paid.
                      </p>
                    )}
                    <Button asChild size="lg" className="w-full">
                      <Link to={successPath(booking.id)}>View Booking</Link>
                    </Button>
                  </div>
                ) : isPayable(booking) || booking.holdReleased ? (
                  <CheckoutPayment booking={booking} config={payments} policy={policy} />
                ) : (
                  <div className="flex flex-col gap-4">
                    <p>
                      {booking.status === "pending"
                        ? "This session's time has passed without payment. Please contact us to reschedule it."
                        : `This booking can no longer be paid (it is ${booking.status}).`}
                    </p>
                    <Button asChild variant="outline" className="w-full">
                      <Link to="/bookings">My Sessions</Link>
                    </Button>
                  </div>
                )}
              </div>
            </div>
          </div>
        </section>
      ) : null}
    </SignedInOnly>
  );
}

export const ErrorBoundary = BookingErrorBoundary;
