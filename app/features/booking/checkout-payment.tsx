// The payment part of the checkout (docs/product/bookings-and-payments.md#checkout): the
// server makes the payment intent for the booking's amount (POST /api/create-payment-intent), the
// card form confirms it, and success goes to /booking-success?booking_id={id}. The exact toasts:
// 'Payment Failed' (the provider's message, or 'Payment could not be processed'), 'Payment Error'
// ('An unexpected error occurred') and 'Payment Setup Failed' ('Unable to set up payment. Please
// try again.'). The button reads 'Processing...' while busy, and a second click does nothing.
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
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { successPath } from "./booking-paths";
import { PaymentSetupFailed, PaymentSetupLoading, StripePaymentForm, TestCardForm } from "../payments/card-payment-forms";

type Setup = { state: "loading" } | { state: "ready"; intent: PaymentIntentAnswer } | { state: "failed" };

function paymentFailed(message?: string) {
  toast({ title: PAYMENT_TOASTS.failed.title, description: message || PAYMENT_TOASTS.failed.fallback, variant: "destructive" });
}

function paymentError() {
  toast({ ...PAYMENT_TOASTS.error, variant: "destructive" });
}

/** Asks the server to settle the payment (the token of the test form, or "Stripe says done"). */
async function confirmOnServer(bookingId: string, token?: string): Promise<PaymentOutcome> {
  const response = await apiRequest("POST", `/api/bookings/${encodeURIComponent(bookingId)}/confirm-payment`, token ? { token } : {});
  return (await response.json()) as PaymentOutcome;
}

export function CheckoutPayment({ booking, config }: { booking: ClientBooking; config: PaymentBrowserConfig }) {
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

  const settled = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.status === "failed") {
        paymentFailed(outcome.message);
        return false;
      }
      void navigate(successPath(booking.id));
      return true;
    },
    [booking.id, navigate],
  );

  if (setup.state === "loading") return <PaymentSetupLoading />;
  if (setup.state === "failed") {
    return (
      <PaymentSetupFailed
        message={PAYMENT_TOASTS.setupFailed.description}
        onRetry={() => {
          setSetup({ state: "loading" });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const payLabel = `Pay ${formatDollars(setup.intent.amountCents)}`;
  const formProps = {
    payLabel,
    confirm: (token?: TestCardToken) => confirmOnServer(booking.id, token),
    onSettled: settled,
    onUnauthorized: handleUnauthorized,
    onFailed: paymentFailed,
    onError: paymentError,
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
