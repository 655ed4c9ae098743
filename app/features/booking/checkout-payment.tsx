// The payment part of the checkout (second specification, Client screens and section 8): the
// server makes the payment intent for the booking's amount (POST /api/create-payment-intent), the
// card form confirms it, and success goes to /booking-success?booking_id={id}. The exact toasts:
// 'Payment Failed' (the provider's message, or 'Payment could not be processed'), 'Payment Error'
// ('An unexpected error occurred') and 'Payment Setup Failed' ('Unable to set up payment. Please
// try again.'). The button reads 'Processing...' while busy, and a second click does nothing.
import { Loader2, Lock } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import type { ClientBooking } from "#common/bookings";
import { formatDollars } from "#common/money";
import { PAYMENT_TOASTS, type PaymentBrowserConfig, type PaymentIntentAnswer, type PaymentOutcome } from "#common/payments";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { formatCardNumber, formatExpiry, tokenizeTestCard, type TestCardErrors, type TestCardInput } from "./test-card-processor";

type Setup = { state: "loading" } | { state: "ready"; intent: PaymentIntentAnswer } | { state: "failed" };

export function successPath(bookingId: string): string {
  return `/booking-success?booking_id=${encodeURIComponent(bookingId)}`;
}

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
    // The amount is sent as the specification's page does; the server charges the booking's own.
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

  if (setup.state === "loading") {
    return (
      <div role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Setting up secure payment...
      </div>
    );
  }
  if (setup.state === "failed") {
    return (
      <div className="flex flex-col items-start gap-3 py-4">
        <p className="text-sm text-destructive" role="alert">
          {PAYMENT_TOASTS.setupFailed.description}
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setSetup({ state: "loading" });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  const payLabel = `Pay ${formatDollars(setup.intent.amountCents)}`;
  return config.provider === "stripe" ? (
    <StripePaymentForm
      publishableKey={config.publishableKey}
      clientSecret={setup.intent.clientSecret}
      payLabel={payLabel}
      bookingId={booking.id}
      onSettled={settled}
      onUnauthorized={handleUnauthorized}
    />
  ) : (
    <TestCardForm payLabel={payLabel} bookingId={booking.id} onSettled={settled} onUnauthorized={handleUnauthorized} />
  );
}

interface FormProps {
  payLabel: string;
  bookingId: string;
  onSettled(outcome: PaymentOutcome): boolean;
  onUnauthorized(error: unknown): boolean;
}

function PayButton({ busy, label, disabled = false }: { busy: boolean; label: string; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ? "Processing..." : label}
    </Button>
  );
}

/** The built-in test provider's card form: the card is turned into a token here, in the browser. */
function TestCardForm({ payLabel, bookingId, onSettled, onUnauthorized }: FormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCardInput>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<TestCardErrors>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const result = tokenizeTestCard(card);
    if ("errors" in result) {
      setErrors(result.errors);
      const first = (["number", "expiry", "cvc"] as const).find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    let navigating = false;
    try {
      navigating = onSettled(await confirmOnServer(bookingId, result.token));
    } catch (error) {
      if (!onUnauthorized(error)) paymentError();
    } finally {
      if (!navigating) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  };

  const field = (name: keyof TestCardInput) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    value: card[name],
    disabled: busy,
  });
  const fieldError = (name: keyof TestCardInput) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card payment">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-number`}>Card number</Label>
        <Input
          {...field("number")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onChange={(e) => setCard((c) => ({ ...c, number: formatCardNumber(e.target.value) }))}
        />
        {fieldError("number")}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-expiry`}>Expiry</Label>
          <Input
            {...field("expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            onChange={(e) => setCard((c) => ({ ...c, expiry: formatExpiry(e.target.value) }))}
          />
          {fieldError("expiry")}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input
            {...field("cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) }))}
          />
          {fieldError("cvc")}
        </div>
      </div>
      <PayButton busy={busy} label={payLabel} />
      <p className="text-xs text-muted-foreground">
        Test payments: no money moves. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is declined.
      </p>
    </form>
  );
}

type StripeInstance = Stripe;
type StripeElementsInstance = StripeElements;

/** Stripe's Payment Element; Stripe.js is loaded only here, and only when Stripe is configured. */
function StripePaymentForm({ publishableKey, clientSecret, payLabel, bookingId, onSettled, onUnauthorized }: FormProps & { publishableKey: string; clientSecret: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElementsInstance } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    let cancelled = false;
    let element: { destroy(): void } | undefined;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js/pure");
      const stripe = await loadStripe(publishableKey);
      if (!stripe || cancelled || !mountRef.current) return;
      const elements = stripe.elements({ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#be185d" } } });
      const payment = elements.create("payment", { layout: "tabs" });
      payment.on("ready", () => setReady(true));
      payment.mount(mountRef.current);
      element = payment;
      stripeRef.current = { stripe, elements };
    })().catch(() => {
      if (!cancelled) toast({ ...PAYMENT_TOASTS.setupFailed, variant: "destructive" });
    });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    let navigating = false;
    try {
      const { error, paymentIntent } = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}${successPath(bookingId)}` },
      });
      if (error) {
        if (error.type === "card_error" || error.type === "validation_error") paymentFailed(error.message);
        else paymentError();
      } else if (paymentIntent && (paymentIntent.status === "succeeded" || paymentIntent.status === "processing")) {
        // Stripe says so in the browser; the server checks with Stripe before confirming the booking.
        navigating = onSettled(await confirmOnServer(bookingId));
      } else {
        paymentFailed();
      }
    } catch (error) {
      if (!onUnauthorized(error)) paymentError();
    } finally {
      if (!navigating) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card payment">
      <div ref={mountRef} className="min-h-40" aria-busy={!ready} />
      <PayButton busy={busy} disabled={!ready} label={payLabel} />
    </form>
  );
}
