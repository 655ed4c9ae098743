// The coach's subscription (Coach Workspace → Subscription): plan, status, the paid period, the
// provider's invoices, and 'Cancel subscription' (after a confirmation; it stops at the period's
// end, so the profile stays live until then) or 'Resume'. Both go through /api/coach/subscription.
import { Loader2 } from "lucide-react";
import {
  CHANGEABLE_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_STATUS_LABELS,
  type CoachInvoice,
  type CoachSubscriptionOverview,
  type CoachSubscriptionStatus,
} from "#common/coach-subscription";
import { formatDollars } from "#common/money";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useSiteInfo } from "../../lib/site";
import { cn } from "../../lib/utils";
import { usePeriodDate } from "./use-period-date";
import { useSubscriptionChange, type SubscriptionChange } from "./use-subscription-change";

const STATUS_TONE: Record<CoachSubscriptionStatus, string> = {
  none: "border-border bg-muted text-muted-foreground",
  incomplete: "border-amber-300 bg-amber-50 text-amber-900",
  incomplete_expired: "border-border bg-muted text-muted-foreground",
  active: "border-emerald-300 bg-emerald-50 text-emerald-900",
  trialing: "border-emerald-300 bg-emerald-50 text-emerald-900",
  past_due: "border-red-300 bg-red-50 text-red-900",
  canceled: "border-border bg-muted text-muted-foreground",
  unpaid: "border-red-300 bg-red-50 text-red-900",
  paused: "border-border bg-muted text-muted-foreground",
};

function StatusBadge({ overview }: { overview: CoachSubscriptionOverview }) {
  const cancelling = overview.cancelAtPeriodEnd && overview.status !== "canceled";
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="subscription-status">
      <Badge variant="outline" className={cn("text-sm", STATUS_TONE[overview.status])}>
        {SUBSCRIPTION_STATUS_LABELS[overview.status]}
      </Badge>
      {cancelling ? (
        <Badge variant="outline" className="border-amber-300 bg-amber-50 text-sm text-amber-900">
          Cancels at period end
        </Badge>
      ) : null}
    </span>
  );
}

function PeriodLine({ overview }: { overview: CoachSubscriptionOverview }) {
  const date = usePeriodDate();
  if (!overview.currentPeriodEnd) return <p className="text-muted-foreground">The current period's end is not known yet.</p>;
  const end = date(overview.currentPeriodEnd);
  if (overview.status === "canceled") return <p>Your subscription ended. Your profile is no longer shown in the directory.</p>;
  if (overview.cancelAtPeriodEnd) {
    return (
      <p className="font-medium" data-testid="subscription-period">
        Your profile stays live until {end}. After that it leaves the directory.
      </p>
    );
  }
  return <p data-testid="subscription-period">Current period ends {end}; the subscription renews then.</p>;
}

function InvoiceList({ invoices }: { invoices: CoachInvoice[] }) {
  const date = usePeriodDate();
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-3">
      <h3 id="invoices-heading" className="text-base font-semibold">
        Invoices
      </h3>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invoices to show.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="min-w-32 font-medium">{date(invoice.createdAt)}</span>
              <span className="text-muted-foreground">{invoice.number ?? "Draft"}</span>
              <span>{formatDollars(invoice.status === "paid" ? invoice.amountPaidCents : invoice.amountDueCents)}</span>
              <span className="capitalize">{invoice.status}</span>
              {invoice.url ? (
                <a
                  href={invoice.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-auto inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline"
                >
                  View invoice<span className="sr-only"> {invoice.number ?? invoice.id} (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SubscriptionPanel({ initial }: { initial: CoachSubscriptionOverview }) {
  const { overview, confirming, setConfirming, busy, change } = useSubscriptionChange(initial);

  if (!overview.hasSubscription) return <NoSubscription />;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-lg border p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <p className="text-sm text-muted-foreground">Plan</p>
            <p className="text-lg font-semibold">
              Coach listing · <span data-testid="subscription-plan">{overview.plan.label}</span>
            </p>
          </div>
          <StatusBadge overview={overview} />
        </div>
        <PeriodLine overview={overview} />
        {overview.status === "past_due" ? (
          <p className="text-sm text-red-800">
            The last payment failed. It will be tried again; if it keeps failing, the subscription ends and your profile goes offline.
          </p>
        ) : null}
        {overview.stale ? (
          <p className="text-sm text-muted-foreground">
            We could not reach the payment provider just now: this is the status we last recorded.
          </p>
        ) : null}
        {CHANGEABLE_SUBSCRIPTION_STATUSES.includes(overview.status) ? (
          <div className="flex flex-wrap gap-3">
            {overview.cancelAtPeriodEnd ? (
              <Button onClick={() => change("resume")} disabled={busy !== null}>
                {busy === "resume" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {busy === "resume" ? "Resuming..." : "Resume"}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
                Cancel subscription
              </Button>
            )}
          </div>
        ) : null}
      </div>

      <InvoiceList invoices={overview.invoices} />

      <CancelDialog overview={overview} open={confirming} setOpen={setConfirming} busy={busy} onConfirm={() => change("cancel")} />
    </div>
  );
}

/** A profile added by the team has no subscription to manage. */
function NoSubscription() {
  const { supportEmail } = useSiteInfo();
  return (
    <div className="grid gap-2 rounded-lg border p-5" data-testid="no-subscription">
      <h3 className="text-lg font-semibold">No subscription</h3>
      <p className="text-muted-foreground">
        Your profile was added by our team, so there is no subscription to manage here.
        {supportEmail ? (
          <>
            {" "}
            Questions? Write to{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {supportEmail}
            </a>
            .
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Asks before cancelling; it cannot be closed while a change runs. */
function CancelDialog({
  overview,
  open,
  setOpen,
  busy,
  onConfirm,
}: {
  overview: CoachSubscriptionOverview;
  open: boolean;
  setOpen(open: boolean): void;
  busy: SubscriptionChange | null;
  onConfirm(): void;
}) {
  const date = usePeriodDate();
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            {overview.currentPeriodEnd
              ? `Nothing more is charged. Your profile stays live until ${date(overview.currentPeriodEnd)}, then leaves the directory. You can resume until then.`
              : "Nothing more is charged. Your profile stays live until the end of the paid period, then leaves the directory. You can resume until then."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={busy !== null}>
            Keep subscription
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy !== null}>
            {busy === "cancel" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {busy === "cancel" ? "Cancelling..." : "Cancel subscription"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
