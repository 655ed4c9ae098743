// Cancelling and resuming the coach's subscription: the overview the server answers with replaces the
// shown one, and a toast says until when the profile stays live (or when it renews).
import { useState } from "react";
import { SUBSCRIPTION_MESSAGES, type CoachSubscriptionOverview } from "#common/coach-subscription";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { usePeriodDate } from "./use-period-date";

export type SubscriptionChange = "cancel" | "resume";

export function useSubscriptionChange(initial: CoachSubscriptionOverview) {
  const [overview, setOverview] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<SubscriptionChange | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  const date = usePeriodDate();

  async function change(what: SubscriptionChange) {
    setBusy(what);
    try {
      const response = await apiRequest("POST", `/api/coach/subscription/${what}`);
      const updated = (await response.json()) as CoachSubscriptionOverview;
      setOverview(updated);
      setConfirming(false);
      const end = updated.currentPeriodEnd ? date(updated.currentPeriodEnd) : null;
      toast(
        what === "cancel"
          ? {
              title: SUBSCRIPTION_MESSAGES.cancelled,
              description: end ? `Your profile stays live until ${end}.` : "Your profile stays live until the end of the paid period.",
              variant: "success",
            }
          : {
              title: SUBSCRIPTION_MESSAGES.resumed,
              description: end ? `Your subscription renews on ${end}.` : "Your subscription renews as before.",
              variant: "success",
            },
      );
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({
        title: what === "cancel" ? SUBSCRIPTION_MESSAGES.cancelFailed : SUBSCRIPTION_MESSAGES.resumeFailed,
        description,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return { overview, confirming, setConfirming, busy, change };
}
