// A session's time in the viewer's own zone, with the zone named ("Tue, Jun 2, 2026, 3:00 PM EDT").
// The server cannot know the viewer's zone, so the first render (server and hydration) shows the
// zone the session was arranged in, also named; once the page is interactive it switches to the
// viewer's. Both are correct and labelled, and hydration always matches.
import { formatSessionTime, formatTimeRange } from "#common/zoned-time";
import { useHydrated } from "../../lib/use-hydrated";

export function SessionTime({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {formatSessionTime(iso, hydrated ? undefined : timeZone, { weekday: "long", month: "long" })}
    </time>
  );
}

export function SessionSpan({ iso, duration, timeZone }: { iso: string; duration: number; timeZone: string }) {
  const hydrated = useHydrated();
  return <>{formatTimeRange(iso, duration, hydrated ? undefined : timeZone)}</>;
}
