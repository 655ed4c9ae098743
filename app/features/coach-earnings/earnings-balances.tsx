// The balances as tiles: 'Pending' (until 48 hours after each session), 'Available' (paid out at the
// next run) and, for the coach, 'Next payout'. A negative balance is money owed after a refund.
import type { ReactNode } from "react";
import type { EARNINGS_TEXTS } from "#common/earnings";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/utils";
import { formatBalance } from "./earnings-format";

interface Tile {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
  /** A date reads smaller than an amount. */
  small?: boolean;
}

export type BalanceTile = Tile;

/**
 * `texts` are the contract's EARNINGS_TEXTS, handed in: the module that declares them also holds the
 * payout account form's schema, which must stay out of the Earnings page's first JavaScript.
 */
export function BalanceTiles({
  texts,
  pendingCents,
  availableCents,
  extra,
}: {
  texts: Pick<typeof EARNINGS_TEXTS, "pending" | "available">;
  pendingCents: number;
  availableCents: number;
  extra?: Tile;
}) {
  const tiles: Tile[] = [
    {
      label: texts.pending,
      value: formatBalance(pendingCents),
      note: "Released 48 hours after each session",
      testId: "balance-pending",
    },
    {
      label: texts.available,
      value: formatBalance(availableCents),
      note: availableCents < 0 ? "Owed after a refund; repaid from later earnings" : "Paid out at the next payout",
      testId: "balance-available",
    },
    ...(extra ? [extra] : []),
  ];
  return (
    <dl className={cn("grid grid-cols-2 gap-3", tiles.length === 3 && "sm:grid-cols-3")}>
      {tiles.map((tile) => (
        <Card key={tile.label} className="min-w-0 p-4 [overflow-wrap:anywhere] nth-3:col-span-2 sm:nth-3:col-span-1">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1">
            <span className={cn("block font-bold tabular-nums", tile.small ? "text-lg" : "text-2xl")} data-testid={tile.testId}>
              {tile.value}
            </span>
            {tile.note ? <span className="block text-xs text-muted-foreground">{tile.note}</span> : null}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
