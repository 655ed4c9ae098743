// Step 2 of the coach application, drawn in the browser (it depends on step 1's entries in session
// storage): the summary and the card form of the $49/month subscription.
import { Check } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { CoachSubscriptionAnswer, PersonalInfo } from "#common/applications";
import { COACH_SUBSCRIPTION_CENTS, FINISH_APPLICATION_DAYS } from "#common/application-constants";
import { formatDollars } from "#common/money";
import { PAYMENT_TOASTS, type PaymentOutcome, type TestCardToken } from "#common/payments";
import { LinkButton } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/use-toast";
import { saveSubscriptionId, usePersonalInfo } from "./application-storage";
import { ApplicationSteps } from "./application-steps";
import { MissingInformation, useStartOverWithoutPersonalInfo } from "./missing-information";
import { PaymentSetupFailed, PaymentSetupLoading, StripePaymentForm, TestCardForm } from "../payments/card-payment-forms";
import { apiRequest } from "../../lib/api";

import type { PaymentBrowserConfig } from "#common/payments";

const STEP_3 = "/coach-apply-step3?payment_success=true";

type Setup = { state: "loading" } | { state: "ready"; subscription: CoachSubscriptionAnswer } | { state: "failed" };

function setupFailed() {
  toast({ title: "Payment Setup Failed", description: "Unable to setup payment. Please try again.", variant: "destructive" });
}

function paymentFailed(message?: string) {
  toast({ title: PAYMENT_TOASTS.failed.title, description: message || PAYMENT_TOASTS.failed.fallback, variant: "destructive" });
}

function paymentError() {
  toast({ ...PAYMENT_TOASTS.error, variant: "destructive" });
}

/** What the applicant agrees to, said before paying (docs/product/coach-application.md#step-2-subscription). */
const SUMMARY_LINES = [
  "Cancel anytime",
  "Your profile stays active until the end of the billing period",
  "Billed monthly; the first month today",
  "If your application is not accepted, we cancel the subscription and refund your payment in full",
  `We e-mail you a link to finish your application; if it is not finished within ${FINISH_APPLICATION_DAYS} days, we cancel the subscription and refund your payment in full`,
];

function Summary({ info }: { info: PersonalInfo }) {
  return (
    <section aria-labelledby="subscription-summary" className="rounded-xl border bg-muted/60 p-5">
      <h2 id="subscription-summary" className="font-semibold">
        Subscription summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">Kindred coach membership</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-medium">{formatDollars(COACH_SUBSCRIPTION_CENTS)} monthly</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Applicant</dt>
          <dd className="text-right font-medium">
            {info.firstName} {info.lastName}
            <br />
            <span className="font-normal text-muted-foreground">{info.email}</span>
          </dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-1.5 text-sm">
        {SUMMARY_LINES.map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-baseline justify-between border-t pt-3">
        <span className="font-semibold">Due today</span>
        <span className="text-xl font-bold">{formatDollars(COACH_SUBSCRIPTION_CENTS)}</span>
      </p>
    </section>
  );
}

/** The subscription the card form pays, asked for once per attempt; a retry asks again. */
function useSubscriptionSetup(info: PersonalInfo) {
  const [setup, setSetup] = useState<Setup>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // Step 1's entries go along: the server keeps them so the e-mailed link can restore step 3 anywhere.
    apiRequest("POST", "/api/create-coach-subscription", { ...info, name: `${info.firstName} ${info.lastName}` })
      .then((response) => response.json() as Promise<CoachSubscriptionAnswer>)
      .then((subscription) => {
        if (!cancelled) setSetup({ state: "ready", subscription });
      })
      .catch(() => {
        if (cancelled) return;
        setSetup({ state: "failed" });
        setupFailed();
      });
    return () => {
      cancelled = true;
    };
  }, [info, attempt]);

  const retry = () => {
    setSetup({ state: "loading" });
    setAttempt((n) => n + 1);
  };
  return { setup, retry };
}

function Payment({ info, payment }: { info: PersonalInfo; payment: PaymentBrowserConfig }) {
  const navigate = useNavigate();
  const { setup, retry } = useSubscriptionSetup(info);

  const settled = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.status === "failed") {
        paymentFailed(outcome.message);
        return false;
      }
      if (setup.state !== "ready") return false;
      try {
        saveSubscriptionId(setup.subscription.subscriptionId);
      } catch {
        // Step 3 still works; the application is then shown to staff as unpaid.
      }
      toast({ title: "Payment Successful!", description: "Proceeding to complete your application.", variant: "success" });
      void navigate(STEP_3);
      return true;
    },
    [navigate, setup],
  );

  if (setup.state === "loading") return <PaymentSetupLoading />;
  if (setup.state === "failed") {
    return <PaymentSetupFailed message={"Unable to setup payment. Please try again."} onRetry={retry} />;
  }
  const subscriptionId = setup.subscription.subscriptionId;
  const formProps = {
    payLabel: "Pay $49/month",
    confirm: async (token?: TestCardToken) => {
      const response = await apiRequest(
        "POST",
        `/api/coach-subscriptions/${encodeURIComponent(subscriptionId)}/confirm`,
        token ? { token } : {},
      );
      return (await response.json()) as PaymentOutcome;
    },
    onSettled: settled,
    onUnauthorized: () => false,
    onFailed: paymentFailed,
    onError: paymentError,
  };
  return payment.provider === "stripe" ? (
    <StripePaymentForm
      {...formProps}
      publishableKey={payment.publishableKey}
      clientSecret={setup.subscription.clientSecret}
      returnUrl={STEP_3}
      onSetupFailed={setupFailed}
    />
  ) : (
    <TestCardForm {...formProps} />
  );
}

export function SubscriptionCheckout({ payment }: { payment: PaymentBrowserConfig }) {
  const stored = usePersonalInfo();

  useStartOverWithoutPersonalInfo(stored.status);

  if (stored.status === "checking") {
    // The page's heading is there while the browser reads step 1's entries.
    return (
      <>
        <h1 className="sr-only">Payment</h1>
        <Spinner label="Loading..." className="min-h-[60vh]" />
      </>
    );
  }
  if (stored.status !== "ok") {
    return <MissingInformation />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ApplicationSteps current={2} />
      <h1 className="text-3xl font-bold tracking-tight">Payment</h1>
      <p className="mt-2 text-muted-foreground">Your coach membership is $49.00 a month. Cancel anytime.</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="card-details" className="rounded-xl border bg-background p-5 shadow-sm sm:p-6">
          <h2 id="card-details" className="mb-4 font-semibold">
            Card details
          </h2>
          <Payment info={stored.info} payment={payment} />
          <LinkButton to="/coach-apply" variant="ghost" className="mt-4">
            Back
          </LinkButton>
        </section>
        <Summary info={stored.info} />
      </div>
    </div>
  );
}
