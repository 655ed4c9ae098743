// A coach's ledger entries, newest first: a table from the `sm` width, a list on phones (four columns
// do not fit 390 px). Both are rendered and one is hidden by CSS, so the server's HTML is right at
// either width. Used by the coach's Earnings page and by the staff ledger viewer.
import { Link } from "react-router";
import type { EarningEntry } from "#common/earnings";
import { TableHead, type TableColumn } from "../../components/ui/table-head";
import { cn } from "../../lib/utils";
import { ENTRY_KIND_LABELS, formatMovement } from "./earnings-format";
import type { EarningsDates } from "./use-earnings-dates";

const ENTRY_COLUMNS: readonly TableColumn[] = [
  { label: "Date" },
  { label: "Description" },
  { label: "Session" },
  { label: "Amount", align: "right" },
];

interface EntriesProps {
  entries: EarningEntry[];
  dates: EarningsDates;
  /** The table's caption (and the list's name). */
  caption: string;
  /** Where a session's line leads (the coach's Sessions); without it the session is plain text. */
  sessionHref?: string;
}

const amountTone = (cents: number) => (cents < 0 ? "text-red-800" : cents > 0 ? "text-emerald-800" : undefined);

function SessionCell({ entry, dates, sessionHref }: { entry: EarningEntry; dates: EarningsDates; sessionHref?: string }) {
  const { booking } = entry;
  if (!booking) return <span className="text-muted-foreground">—</span>;
  const what = `${booking.sessionType} with ${booking.clientName}`;
  const when = <time dateTime={booking.scheduledDate}>{dates.day(booking.scheduledDate)}</time>;
  if (!sessionHref) {
    return (
      <span>
        {what}, {when}
      </span>
    );
  }
  return (
    <Link to={sessionHref} className="-my-2 inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline">
      <span>
        {what}, {when}
      </span>
    </Link>
  );
}

function Description({ entry }: { entry: EarningEntry }) {
  const kind = ENTRY_KIND_LABELS[entry.kind];
  const description = entry.description || kind;
  // The kind only where the description does not already say it ("Payout", "Kindred's platform fee").
  const note = [
    description.toLowerCase().includes(kind.toLowerCase()) ? null : kind,
    `${entry.balance === "pending" ? "Pending" : "Available"} balance`,
  ];
  return (
    <>
      <span className="block">{description}</span>
      <span className="block text-xs text-muted-foreground">{note.filter(Boolean).join(" · ")}</span>
    </>
  );
}

export function EarningsEntries({ entries, dates, caption, sessionHref }: EntriesProps) {
  if (entries.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No entries yet.</p>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-sm" data-testid="earning-entries-table">
          <caption className="sr-only">{caption}</caption>
          <TableHead columns={ENTRY_COLUMNS} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t align-top">
                <td className="px-4 py-2 whitespace-nowrap">
                  <time dateTime={entry.occurredAt}>{dates.day(entry.occurredAt)}</time>
                </td>
                <td className="px-4 py-2">
                  <Description entry={entry} />
                </td>
                <td className="px-4 py-2">
                  <SessionCell entry={entry} dates={dates} sessionHref={sessionHref} />
                </td>
                <td className={cn("px-4 py-2 text-right font-medium whitespace-nowrap tabular-nums", amountTone(entry.amountCents))}>
                  {formatMovement(entry.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y rounded-lg border sm:hidden" aria-label={caption} data-testid="earning-entries-list">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <time dateTime={entry.occurredAt} className="text-muted-foreground">
                {dates.day(entry.occurredAt)}
              </time>
              <span className={cn("font-semibold whitespace-nowrap tabular-nums", amountTone(entry.amountCents))}>
                {formatMovement(entry.amountCents)}
              </span>
            </div>
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <Description entry={entry} />
            </div>
            {entry.booking ? (
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <SessionCell entry={entry} dates={dates} sessionHref={sessionHref} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
