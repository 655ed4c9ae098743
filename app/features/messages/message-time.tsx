// When a message was sent, in the viewer's own zone with the zone named. The server cannot know the
// viewer's zone: its render (and hydration) names UTC, then the page switches to the viewer's.
import { formatSessionTime } from "#common/zoned-time";
import { useHydrated } from "../../lib/use-hydrated";

export function MessageTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {formatSessionTime(iso, hydrated ? undefined : "UTC")}
    </time>
  );
}
