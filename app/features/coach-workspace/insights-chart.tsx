// The Insights chart: plain SVG made by React (on the server for the first page), no chart library.
// Views run in the hundreds while requests and sessions are a handful, so each gets its own panel
// and scale (small multiples over one time axis) instead of three lines where two lie flat.
// Two drawings share the code: a narrow one for phones and a wide one from the `sm` breakpoint,
// so the lettering stays about 12 px at either size while the SVG scales with its viewBox.
import { useId } from "react";
import type { CoachInsights, InsightsDay } from "#common/coach-insights";
import { axisLabelIndexes, chartSummary, formatCount, niceMaximum, shortDate } from "./insights-format";

interface Series {
  label: string;
  pick: (day: InsightsDay) => number;
  /** Tailwind fill class; each colour has at least 3:1 contrast on white. */
  fill: string;
}

export const INSIGHTS_SERIES: readonly Series[] = [
  { label: "Profile views", pick: (day) => day.profileViews, fill: "fill-primary" },
  { label: "Requests", pick: (day) => day.requests, fill: "fill-accent" },
  { label: "Sessions", pick: (day) => day.sessions, fill: "fill-teal-700" },
];

interface Layout {
  width: number;
  plotHeight: number;
  dateLabels: number;
}

const NARROW: Layout = { width: 360, plotHeight: 64, dateLabels: 4 };
const WIDE: Layout = { width: 720, plotHeight: 88, dateLabels: 7 };

const MARGIN_LEFT = 34;
const MARGIN_RIGHT = 10;
const PANEL_TITLE = 30;
const PANEL_GAP = 16;
const AXIS_LABELS = 22;

/** Where things go in one drawing: the panels' sizes and each day's bar slot. */
interface Geometry {
  width: number;
  plotHeight: number;
  panelHeight: number;
  height: number;
  barWidth: number;
  /** The centre of day `index`'s slot. */
  x: (index: number) => number;
}

function geometryOf({ width, plotHeight }: Layout, dayCount: number): Geometry {
  const plotWidth = width - MARGIN_LEFT - MARGIN_RIGHT;
  const slot = plotWidth / Math.max(1, dayCount);
  const panelHeight = PANEL_TITLE + plotHeight + PANEL_GAP;
  return {
    width,
    plotHeight,
    panelHeight,
    height: INSIGHTS_SERIES.length * panelHeight + AXIS_LABELS,
    barWidth: Math.max(1, slot * 0.7),
    x: (index) => MARGIN_LEFT + index * slot + slot / 2,
  };
}

/** One series' panel: its title with the total, its own scale's grid lines, and a bar per day. */
function SeriesPanel({ series, panel, days, geometry }: { series: Series; panel: number; days: InsightsDay[]; geometry: Geometry }) {
  const { width, plotHeight, panelHeight, barWidth, x } = geometry;
  const top = panel * panelHeight;
  const plotTop = top + PANEL_TITLE;
  const values = days.map(series.pick);
  const max = niceMaximum(Math.max(0, ...values));
  const y = (value: number) => plotTop + plotHeight - (value / max) * plotHeight;
  const ticks = max % 2 === 0 ? [0, max / 2, max] : [0, max];
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <g>
      <text x={0} y={top + 12} className="fill-foreground" fontWeight={600}>
        {series.label}
        <tspan className="fill-muted-foreground" fontWeight={400}>{` · ${formatCount(total)} in all`}</tspan>
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN_LEFT}
            x2={width - MARGIN_RIGHT}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? "stroke-muted-foreground" : "stroke-border"}
            strokeWidth={1}
          />
          <text x={MARGIN_LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {values.map((value, index) =>
        value > 0 ? (
          <rect
            key={days[index].date}
            x={x(index) - barWidth / 2}
            y={y(value)}
            width={barWidth}
            height={plotTop + plotHeight - y(value)}
            className={series.fill}
            rx={barWidth > 4 ? 1.5 : 0}
          />
        ) : null,
      )}
    </g>
  );
}

/** The shared time axis under the panels: a few dates, the first and last kept inside the drawing. */
function DateAxis({ days, dateLabels, geometry }: { days: InsightsDay[]; dateLabels: number; geometry: Geometry }) {
  const { width, height, x } = geometry;
  return axisLabelIndexes(days.length, dateLabels).map((index, position, all) => {
    const anchor = position === all.length - 1 ? "end" : position === 0 && index === 0 ? "start" : "middle";
    const labelX = anchor === "end" ? width - MARGIN_RIGHT : anchor === "start" ? MARGIN_LEFT : x(index);
    return (
      <g key={days[index].date}>
        <line
          x1={x(index)}
          x2={x(index)}
          y1={height - AXIS_LABELS - PANEL_GAP}
          y2={height - AXIS_LABELS - PANEL_GAP + 4}
          className="stroke-muted-foreground"
        />
        <text x={labelX} y={height - 6} textAnchor={anchor} className="fill-muted-foreground">
          {shortDate(days[index].date)}
        </text>
      </g>
    );
  });
}

function Drawing({
  insights,
  layout,
  className,
  idPrefix,
}: {
  insights: CoachInsights;
  layout: Layout;
  className: string;
  idPrefix: string;
}) {
  const { days } = insights;
  const geometry = geometryOf(layout, days.length);
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;

  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      className={className}
      fontSize={12}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={titleId}>{`Profile views, requests and sessions per day, last ${days.length} days`}</title>
      <desc id={descId}>{chartSummary(insights)}</desc>
      {INSIGHTS_SERIES.map((series, panel) => (
        <SeriesPanel key={series.label} series={series} panel={panel} days={days} geometry={geometry} />
      ))}
      <DateAxis days={days} dateLabels={layout.dateLabels} geometry={geometry} />
    </svg>
  );
}

export function InsightsChart({ insights }: { insights: CoachInsights }) {
  const id = useId();
  return (
    <figure className="m-0">
      <Drawing insights={insights} layout={NARROW} idPrefix={`${id}-narrow`} className="block h-auto w-full sm:hidden" />
      <Drawing insights={insights} layout={WIDE} idPrefix={`${id}-wide`} className="hidden h-auto w-full max-w-[60rem] sm:block" />
      <figcaption className="mt-2 text-xs text-muted-foreground">
        Days are calendar days in UTC. A visitor counts once a day per profile; search engines and other bots are not counted.
      </figcaption>
    </figure>
  );
}
