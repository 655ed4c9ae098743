// The card forms of both payments (a session's checkout and the coach subscription): the built-in
// test provider's form (the card becomes a token in the browser; the card number never leaves the
// page) and Stripe's Payment Element (Stripe.js loaded only here, only when Stripe is configured).
// The button reads 'Processing...' while busy, and a second click does nothing.
import { Loader2, Lock } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import type { PaymentOutcome, TestCardToken } from "#common/payments";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { formatCardNumber, formatExpiry, tokenizeTestCard, type TestCardErrors, type TestCardInput } from "../booking/test-card-processor";

export interface PaymentFormProps {
  payLabel: string;
  /** Settles the payment on the server: with the test form's token, or "Stripe says done". */
  confirm(token?: TestCardToken): Promise<PaymentOutcome>;
  /** Returns true when the page is navigating away (the form then stays busy). */
  onSettled(outcome: PaymentOutcome): boolean;
  onUnauthorized(error: unknown): boolean;
  /** The provider refused the card: its message, if any. */
  onFailed(message?: string): void;
  /** Anything unexpected (network, server). */
  onError(): void;
  /** What went wrong with the last attempt, shown beside the card fields (checkout; the subscription uses toasts). */
  error?: { title: string; message: string } | null;
  /** A new attempt starts: the last one's error goes. */
  onAttempt?(): void;
  /** Said just above the pay button (checkout's cancellation policy). */
  notice?: ReactNode;
}

/** The last attempt's error, beside the card fields, announced when it appears. */
function CardError({ error }: { error: PaymentFormProps["error"] }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      data-testid="card-error"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <p className="font-semibold">{error.title}</p>
      <p>{error.message}</p>
    </div>
  );
}

export function PayButton({ busy, label, disabled = false }: { busy: boolean; label: string; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ? "Processing..." : label}
    </Button>
  );
}

/**
 * One payment attempt at a time: `busy` from the start until it settles, and for good once the page
 * navigates away (`pay` returns true then). A throw goes to `onUnauthorized`, or else to `onError`.
 */
function usePaymentAttempt({ onUnauthorized, onError }: Pick<PaymentFormProps, "onUnauthorized" | "onError">) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const attempt = async (pay: () => Promise<boolean>) => {
    busyRef.current = true;
    setBusy(true);
    let navigating = false;
    try {
      navigating = await pay();
    } catch (error) {
      if (!onUnauthorized(error)) onError();
    } finally {
      if (!navigating) {
        busyRef.current = false;
        setBusy(false);
      }
    }
  };

  /** True while an attempt runs: a second submit does nothing (state would lag behind a double click). */
  const attempting = () => busyRef.current;

  return { busy, attempting, attempt };
}

/** The built-in test provider's card form: the card is turned into a token here, in the browser. */
export function TestCardForm({ payLabel, confirm, onSettled, onUnauthorized, onError, error, onAttempt, notice }: PaymentFormProps) {
  const id = useId();
  const [card, setCard] = useState<TestCardInput>({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<TestCardErrors>({});
  const { busy, attempting, attempt } = usePaymentAttempt({ onUnauthorized, onError });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (attempting()) return;
    onAttempt?.();
    const result = tokenizeTestCard(card);
    if ("errors" in result) {
      setErrors(result.errors);
      const first = (["number", "expiry", "cvc"] as const).find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    await attempt(async () => onSettled(await confirm(result.token)));
  };

  const field = (name: keyof TestCardInput) => ({ id: `${id}-${name}`, error: errors[name], value: card[name], disabled: busy });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card payment">
      <FormField
        label="Card number"
        {...field("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        onChange={(e) => setCard((c) => ({ ...c, number: formatCardNumber(e.target.value) }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label="Expiry"
          {...field("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          onChange={(e) => setCard((c) => ({ ...c, expiry: formatExpiry(e.target.value) }))}
        />
        <FormField
          label="CVC"
          {...field("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) }))}
        />
      </div>
      <CardError error={error} />
      {notice}
      <PayButton busy={busy} label={payLabel} />
      <p className="text-xs text-muted-foreground">
        Test payments: no money moves. Use <span className="whitespace-nowrap">4242 4242 4242 4242</span> with any future date and any CVC;{" "}
        <span className="whitespace-nowrap">4000 0000 0000 0002</span> is declined.
      </p>
    </form>
  );
}

type StripeInstance = Stripe;
type StripeElementsInstance = StripeElements;

/** Stripe's Payment Element; Stripe.js is loaded only here, and only when Stripe is configured. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
  confirm,
  onSettled,
  onUnauthorized,
  onFailed,
  onError,
  onSetupFailed,
  error,
  onAttempt,
  notice,
}: PaymentFormProps & { publishableKey: string; clientSecret: string; returnUrl: string; onSetupFailed(): void }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElementsInstance } | null>(null);
  const [ready, setReady] = useState(false);
  const { busy, attempting, attempt } = usePaymentAttempt({ onUnauthorized, onError });

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
      if (!cancelled) onSetupFailed();
    });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, onSetupFailed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || attempting()) return;
    onAttempt?.();
    await attempt(async () => {
      const { error, paymentIntent } = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}${returnUrl}` },
      });
      if (error) {
        if (error.type === "card_error" || error.type === "validation_error") onFailed(error.message);
        else onError();
        return false;
      }
      if (paymentIntent && (paymentIntent.status === "succeeded" || paymentIntent.status === "processing")) {
        // Stripe says so in the browser; the server checks with Stripe before it believes it.
        return onSettled(await confirm());
      }
      onFailed();
      return false;
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Card payment">
      <div ref={mountRef} className="min-h-40" aria-busy={!ready} />
      <CardError error={error} />
      {notice}
      <PayButton busy={busy} disabled={!ready} label={payLabel} />
    </form>
  );
}

/** While the server sets the payment up (a payment intent or a subscription). */
export function PaymentSetupLoading() {
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Setting up secure payment...
    </div>
  );
}

/** When setting the payment up failed: the message and a way to try again. */
export function PaymentSetupFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="flex flex-col items-start gap-3 py-4">
      <p className="text-sm text-destructive" role="alert">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
