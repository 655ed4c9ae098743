// The payment part of the checkout (docs/product/bookings-and-payments.md#checkout): how long the
// time is held ('Held for you until {time}', counting down; once it has run out, the coach's next free
// times instead), the server's payment intent for the booking's amount (POST /api/create-payment-intent),
// the card form with the cancellation policy above its button, and success to
// /booking-success?booking_id={id}. A card's error is shown beside the card fields and goes at the next
// attempt: 'Payment Failed' (the provider's message, or 'Payment could not be processed') or 'Payment
// Error' ('An unexpected error occurred'); nothing of it is left when the payment succeeds. 'Payment
// Setup Failed' ('Unable to set up payment. Please try again.') is a toast. The button reads
// 'Processing...' while busy, and a second click does nothing.
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ClientBooking } from "#common/bookings";
import { formatDollars } from "#common/money";
import {
  PAYMENT_TOASTS,
  type PaymentBrowserConfig,
  type PaymentIntentAnswer,
  type PaymentOutcome,
  type TestCardToken,
} from "#common/payments";
import { dismissToast, toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { successPath } from "./booking-paths";
import { HoldNotice, useHold } from "./hold-countdown";
import { HoldRanOut } from "./hold-ran-out";
import { PaymentSetupFailed, PaymentSetupLoading, StripePaymentForm, TestCardForm } from "../payments/card-payment-forms";

type Setup = { state: "loading" } | { state: "ready"; intent: PaymentIntentAnswer } | { state: "failed" };

type CardError = { title: string; message: string } | null;

/** The booking policy (CANCELLATION_POLICY_TEXT, which the page's data carries), read before paying. */
function CancellationPolicy({ policy }: { policy: string }) {
  return (
    <div className="rounded-md bg-muted/60 p-3 text-xs text-muted-foreground" data-testid="cancellation-policy">
      <p className="font-semibold text-foreground">Cancellation policy</p>
      <p>{policy}</p>
    </div>
  );
}

/** Asks the server to settle the payment (the token of the test form, or "Stripe says done"). */
async function confirmOnServer(bookingId: string, token?: string): Promise<PaymentOutcome> {
  const response = await apiRequest("POST", `/api/bookings/${encodeURIComponent(bookingId)}/confirm-payment`, token ? { token } : {});
  return (await response.json()) as PaymentOutcome;
}

export function CheckoutPayment({ booking, config, policy }: { booking: ClientBooking; config: PaymentBrowserConfig; policy: string }) {
  const hold = useHold(booking);
  if (hold.ranOut) return <HoldRanOut booking={booking} />;
  return (
    <div className="flex flex-col gap-4">
      {hold.expiresAt ? <HoldNotice expiresAt={hold.expiresAt} left={hold.left} timeZone={booking.timeZone} /> : null}
      <CardPayment booking={booking} config={config} policy={policy} />
    </div>
  );
}

/** The payment intent for the booking, asked for as the form opens (again with `retry` after a failure). */
function usePaymentSetup(booking: ClientBooking) {
  const navigate = useNavigate();
  const handleUnauthorized = useUnauthorizedHandler();
  const [setup, setSetup] = useState<Setup>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // The amount is sent as the API contract has it; the server charges the booking's own.
    apiRequest("POST", "/api/create-payment-intent", { bookingId: booking.id, amount: Number(booking.amount) })
      .then((response) => response.json() as Promise<PaymentIntentAnswer>)
      .then((intent) => {
        if (!cancelled) setSetup({ state: "ready", intent });
      })
      .catch((error: unknown) => {
        if (cancelled || handleUnauthorized(error)) return;
        // Paid in another tab meanwhile: show the booking.
        if (error instanceof ApiError && error.status === 409 && /already paid/.test(error.serverMessage ?? "")) {
          void navigate(successPath(booking.id), { replace: true });
          return;
        }
        setSetup({ state: "failed" });
        toast({ ...PAYMENT_TOASTS.setupFailed, variant: "destructive" });
      });
    return () => {
      cancelled = true;
    };
  }, [booking.id, booking.amount, attempt, handleUnauthorized, navigate]);

  const retry = () => {
    dismissToast();
    setSetup({ state: "loading" });
    setAttempt((n) => n + 1);
  };
  return { setup, retry, handleUnauthorized };
}

function CardPayment({ booking, config, policy }: { booking: ClientBooking; config: PaymentBrowserConfig; policy: string }) {
  const navigate = useNavigate();
  const [cardError, setCardError] = useState<CardError>(null);
  const { setup, retry, handleUnauthorized } = usePaymentSetup(booking);
  const failed = (message?: string) =>
    setCardError({ title: PAYMENT_TOASTS.failed.title, message: message || PAYMENT_TOASTS.failed.fallback });

  const settled = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.status === "failed") {
        failed(outcome.message);
        return false;
      }
      // Nothing said about an earlier attempt follows the person to the booked session.
      dismissToast();
      void navigate(successPath(booking.id));
      return true;
    },
    [booking.id, navigate],
  );

  if (setup.state === "loading") return <PaymentSetupLoading />;
  if (setup.state === "failed") {
    return <PaymentSetupFailed message={PAYMENT_TOASTS.setupFailed.description} onRetry={retry} />;
  }
  const payLabel = `Pay ${formatDollars(setup.intent.amountCents)}`;
  const formProps = {
    payLabel,
    confirm: (token?: TestCardToken) => confirmOnServer(booking.id, token),
    onSettled: settled,
    onUnauthorized: handleUnauthorized,
    onFailed: failed,
    onError: () => setCardError({ title: PAYMENT_TOASTS.error.title, message: PAYMENT_TOASTS.error.description }),
    error: cardError,
    onAttempt: () => setCardError(null),
    notice: <CancellationPolicy policy={policy} />,
  };
  return config.provider === "stripe" ? (
    <StripePaymentForm
      {...formProps}
      publishableKey={config.publishableKey}
      clientSecret={setup.intent.clientSecret}
      returnUrl={successPath(booking.id)}
      onSetupFailed={paymentSetupFailed}
    />
  ) : (
    <TestCardForm {...formProps} />
  );
}

function paymentSetupFailed() {
  toast({ ...PAYMENT_TOASTS.setupFailed, variant: "destructive" });
}
