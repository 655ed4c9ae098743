// The totals of the Insights window as tiles, and the figures per day as a table (the chart's
// alternative for screen readers and for anyone who wants the exact numbers).
import type { CoachInsights } from "#common/coach-insights";
import { Card } from "../../components/ui/card";
import { TableHead, type TableColumn } from "../../components/ui/table-head";
import { formatConversion, formatCount, formatHours, longDate } from "./insights-format";

const DAY_COLUMNS: readonly TableColumn[] = [
  { label: "Date" },
  { label: "Profile views", align: "right" },
  { label: "Requests", align: "right" },
  { label: "Sessions", align: "right" },
];

export function InsightsTiles({ insights }: { insights: CoachInsights }) {
  const { totals } = insights;
  const tiles: { label: string; value: string; note?: string }[] = [
    { label: "Profile views", value: formatCount(totals.profileViews) },
    { label: "Requests", value: formatCount(totals.requests) },
    { label: "Sessions", value: formatCount(totals.sessions), note: "booked, not cancelled" },
    {
      label: "Conversion",
      value: formatConversion(totals.conversionRate),
      note: totals.conversionRate === null ? "no views yet" : "of views became requests",
    },
    {
      label: "Time to first contact",
      value: formatHours(insights.medianHoursToFirstContact),
      note: insights.medianHoursToFirstContact === null ? "no request contacted yet" : "median",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <Card key={tile.label} className="p-4 last:col-span-2 sm:last:col-span-1">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1">
            <span className="block text-2xl font-bold tabular-nums">{tile.value}</span>
            {tile.note ? <span className="block text-xs text-muted-foreground">{tile.note}</span> : null}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

export function InsightsTable({ insights }: { insights: CoachInsights }) {
  const { days } = insights;
  return (
    <details className="group rounded-lg border">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium">Show the figures as a table</summary>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to be scrolled */}
      <div className="max-h-[28rem] overflow-auto border-t" tabIndex={0} role="region" aria-label="Figures per day">
        <table className="w-full text-sm">
          <caption className="px-4 py-2 text-left text-muted-foreground">
            Profile views, requests and sessions per day, last {days.length} days (UTC), oldest first
          </caption>
          <TableHead className="sticky top-0" columns={DAY_COLUMNS} />
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t">
                <th scope="row" className="px-4 py-1.5 text-left font-normal whitespace-nowrap">
                  <time dateTime={day.date}>{longDate(day.date)}</time>
                </th>
                <td className="px-4 py-1.5 text-right tabular-nums">{formatCount(day.profileViews)}</td>
                <td className="px-4 py-1.5 text-right tabular-nums">{formatCount(day.requests)}</td>
                <td className="px-4 py-1.5 text-right tabular-nums">{formatCount(day.sessions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
