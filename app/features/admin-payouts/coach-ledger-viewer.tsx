// One coach's ledger for staff: choose a coach of the report, and GET /api/admin/ledger?coachId= shows
// their balances and every entry. The answer is read on demand (a ledger can be long, and staff look at
// one coach at a time); what is shown is announced when it arrives.
import { Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { EARNINGS_TEXTS, type AdminCoachLedger, type AdminPayoutsReport } from "#common/earnings";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError, getJson } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { BalanceTiles } from "../coach-earnings/earnings-balances";
import { EarningsEntries } from "../coach-earnings/earnings-entries";
import { useEarningsDates } from "../coach-earnings/use-earnings-dates";

/** The coaches the report names, by name. */
export function coachesOf(report: AdminPayoutsReport): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const period of report.periods) for (const payout of period.payouts) byId.set(payout.coachId, payout.coachName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

type Shown = { state: "idle" } | { state: "loading" } | { state: "failed"; message: string } | { state: "shown"; ledger: AdminCoachLedger };

export function CoachLedgerViewer({ coaches }: { coaches: { id: string; name: string }[] }) {
  const selectId = useId();
  const handleUnauthorized = useUnauthorizedHandler();
  const dates = useEarningsDates(null);
  const [coachId, setCoachId] = useState(coaches[0]?.id ?? "");
  const [shown, setShown] = useState<Shown>({ state: "idle" });

  if (coaches.length === 0) {
    return <p className="text-sm text-muted-foreground">No coach has had a payout yet, so there is no ledger to show.</p>;
  }

  const show = async (event: FormEvent) => {
    event.preventDefault();
    if (!coachId) return;
    setShown({ state: "loading" });
    try {
      const ledger = await getJson<AdminCoachLedger>(`/api/admin/ledger?coachId=${encodeURIComponent(coachId)}`);
      setShown(ledger ? { state: "shown", ledger } : { state: "failed", message: "The ledger could not be read." });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message =
        error instanceof ApiError
          ? error.status === 404
            ? "That coach was not found."
            : (error.serverMessage ?? "The ledger could not be read. Please try again.")
          : "We could not reach the server. Please try again.";
      setShown({ state: "failed", message });
    }
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={(event) => void show(event)} className="flex flex-wrap items-end gap-3" aria-label="Choose a coach's ledger">
        <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
          <Label htmlFor={selectId}>Coach</Label>
          <NativeSelect id={selectId} value={coachId} onChange={(event) => setCoachId(event.target.value)}>
            {coaches.map((coach) => (
              <option key={coach.id} value={coach.id}>
                {coach.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="h-11" disabled={shown.state === "loading"}>
          {shown.state === "loading" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Show ledger
        </Button>
      </form>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {shown.state === "loading"
          ? "Loading the ledger..."
          : shown.state === "shown"
            ? `Showing the ledger of ${shown.ledger.coachName}.`
            : ""}
      </p>
      {shown.state === "failed" ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {shown.message}
        </p>
      ) : null}
      {shown.state === "shown" ? (
        <div className="grid gap-4" data-testid="coach-ledger">
          <h3 className="font-semibold">{shown.ledger.coachName}</h3>
          <BalanceTiles texts={EARNINGS_TEXTS} pendingCents={shown.ledger.pendingCents} availableCents={shown.ledger.availableCents} />
          <EarningsEntries entries={shown.ledger.entries} dates={dates} caption={`Ledger of ${shown.ledger.coachName}, newest first`} />
        </div>
      ) : null}
    </div>
  );
}
