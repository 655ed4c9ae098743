// Where the coach's money goes: the connected account (its provider, the last four digits, whether
// payouts are enabled), or how to connect one. With the built-in test provider that is a test bank
// account form (the same schema as POST /api/coach/payout-account); with Stripe, a button that asks
// the server for an onboarding link and goes there. The server decides; this only calls the API.
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { EARNINGS_TEXTS, PayoutAccountView } from "#common/earnings";
import { deferredIsland } from "../../components/deferred-island";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

export type PaymentProviderName = "test" | "stripe";

const TestAccountForm = deferredIsland("payout-account", () => import("./test-account-form").then((module) => module.TestAccountForm));

/** Asks the server for a Stripe onboarding link and goes there (Stripe sends the coach back to this page). */
function StripeSetupButton({ label }: { label: string }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/coach/payout-account/link");
      const { url } = (await response.json()) as { url: string };
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      if (handleUnauthorized(error)) return;
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({ title: "Stripe could not be opened", description, variant: "destructive" });
    }
  };
  return (
    <Button onClick={() => void start()} disabled={busy} className="justify-self-start">
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {busy ? "Opening Stripe..." : label}
    </Button>
  );
}

function ConnectedAccount({ account }: { account: PayoutAccountView }) {
  const name = account.provider === "stripe" ? "Stripe account" : "Test bank account";
  return (
    <div className="grid gap-2" data-testid="payout-account">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {name}
          {account.last4 ? ` ending in ${account.last4}` : ""}
        </span>
        {account.payoutsEnabled ? (
          <Badge variant="outline" className="border-emerald-300 bg-emerald-50 text-emerald-900">
            Payouts enabled
          </Badge>
        ) : (
          <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
            Payouts not enabled yet
          </Badge>
        )}
      </p>
      {account.payoutsEnabled ? null : (
        <p className="text-sm text-muted-foreground">
          {account.provider === "stripe"
            ? "Stripe needs a few more details before it can pay you. Your balance waits until then."
            : "The account cannot be paid yet. Your balance waits until it can."}
        </p>
      )}
    </div>
  );
}

export function PayoutAccountPanel({
  texts,
  account,
  provider,
  payoutFailed,
}: {
  texts: Pick<typeof EARNINGS_TEXTS, "noAccount" | "payoutFailed">;
  account: PayoutAccountView | null;
  provider: PaymentProviderName;
  /** The latest payout came back: say so, and let the coach give another account. */
  payoutFailed: boolean;
}) {
  const revalidator = useRevalidator();
  const [replacing, setReplacing] = useState(false);
  const connected = () => {
    setReplacing(false);
    void revalidator.revalidate();
  };
  return (
    <div className="grid gap-4 rounded-lg border p-5">
      {payoutFailed ? (
        <p role="status" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {texts.payoutFailed}: the money is back in your available balance. Check your payout account; it is paid again at the next payout.
        </p>
      ) : null}
      {account ? <ConnectedAccount account={account} /> : <p>{texts.noAccount}</p>}
      {provider === "stripe" ? (
        !account || !account.payoutsEnabled ? (
          <StripeSetupButton label={account ? "Continue setup with Stripe" : "Set up payouts with Stripe"} />
        ) : null
      ) : !account || replacing ? (
        <TestAccountForm onConnected={connected} />
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setReplacing(true)}>
          Use another account
        </Button>
      )}
    </div>
  );
}
