// The monthly statement: per calendar month (UTC), newest first, what sessions earned, the platform's
// fees, refunds and what was paid out. A table from the `sm` width; on phones each month is a short list.
import type { MonthlyStatement } from "#common/earnings";
import { TableHead, type TableColumn } from "../../components/ui/table-head";
import { formatBalance, formatMonth } from "./earnings-format";

const COLUMNS = [
  { label: "Gross", pick: (s: MonthlyStatement) => s.grossCents },
  { label: "Fees", pick: (s: MonthlyStatement) => s.feeCents },
  { label: "Refunds", pick: (s: MonthlyStatement) => s.refundedCents },
  { label: "Paid out", pick: (s: MonthlyStatement) => s.paidOutCents },
] as const;

const HEAD_COLUMNS: readonly TableColumn[] = [
  { label: "Month" },
  ...COLUMNS.map((column) => ({ label: column.label, align: "right" as const })),
];

export function MonthlyStatements({ statements }: { statements: MonthlyStatement[] }) {
  if (statements.length === 0) {
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No statements yet.</p>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-sm" data-testid="monthly-statements-table">
          <caption className="sr-only">Monthly statement, newest month first</caption>
          <TableHead columns={HEAD_COLUMNS} />
          <tbody>
            {statements.map((statement) => (
              <tr key={statement.month} className="border-t">
                <th scope="row" className="px-4 py-2 text-left font-normal whitespace-nowrap">
                  {formatMonth(statement.month)}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.label} className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatBalance(column.pick(statement))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 sm:hidden" aria-label="Monthly statement, newest month first">
        {statements.map((statement) => (
          <li key={statement.month} className="rounded-lg border p-3 text-sm">
            <h4 className="font-semibold">{formatMonth(statement.month)}</h4>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5">
              {COLUMNS.map((column) => (
                <div key={column.label} className="contents">
                  <dt className="text-muted-foreground">{column.label}</dt>
                  <dd className="text-right tabular-nums">{formatBalance(column.pick(statement))}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
