// Words and numbers of the Insights page, kept apart from the markup so they can be tested.
import type { CoachInsights, InsightsDay } from "#common/coach-insights";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "Mar 5" for "2026-03-05": the days are UTC calendar days, shown as such (no zone shift). */
export function shortDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}`;
}

/** "Thu, Mar 5, 2026", for the table. */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

const counted = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`;

/** "4.2%"; a dash when there were no views to divide by. */
export function formatConversion(rate: number | null): string {
  if (rate === null) return "–";
  const percent = rate * 100;
  return `${percent >= 10 || Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** "45 min", "5.5 hours", "2.3 days"; a dash when no request was contacted. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "–";
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) {
    const rounded = Math.round(hours * 10) / 10;
    return `${rounded} hour${rounded === 1 ? "" : "s"}`;
  }
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

/** The top of a chart's scale: at least 1, rounded up to 1, 2 or 5 times a power of ten (whole numbers). */
export function niceMaximum(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/** Indexes of the days that get a date under the axis: the last day, and every `step` days before it. */
export function axisLabelIndexes(dayCount: number, labels: number): number[] {
  if (dayCount <= 0) return [];
  const step = Math.max(1, Math.ceil((dayCount - 1) / Math.max(1, labels - 1)));
  const indexes: number[] = [];
  for (let index = dayCount - 1; index >= 0; index -= step) indexes.unshift(index);
  return indexes;
}

function busiest(days: InsightsDay[], pick: (day: InsightsDay) => number): InsightsDay | undefined {
  return days.reduce<InsightsDay | undefined>((best, day) => (pick(day) > (best ? pick(best) : 0) ? day : best), undefined);
}

/** What the chart shows, in words, for people who cannot see it. */
export function chartSummary(insights: CoachInsights): string {
  const { days, totals } = insights;
  if (days.length === 0) return "No days to show.";
  const span = `${longDate(days[0].date)} to ${longDate(days[days.length - 1].date)}`;
  const parts = [
    `${counted(totals.profileViews, "profile view", "profile views")}, ${counted(totals.requests, "consultation request", "consultation requests")} and ${counted(totals.sessions, "session", "sessions")} from ${span}.`,
  ];
  const peakViews = busiest(days, (day) => day.profileViews);
  if (peakViews) parts.push(`Most views on ${longDate(peakViews.date)}: ${formatCount(peakViews.profileViews)}.`);
  const peakRequests = busiest(days, (day) => day.requests);
  if (peakRequests) parts.push(`Most requests on ${longDate(peakRequests.date)}: ${formatCount(peakRequests.requests)}.`);
  return parts.join(" ");
}
