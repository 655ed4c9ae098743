// A moment or a day in the viewer's own time zone, for the staff lists. The server cannot know that
// zone, so the first render (server and hydration) shows it in UTC, named for a moment; once the page
// is interactive, in the viewer's zone. Both are correct, and hydration always matches.
import { useHydrated } from "../../lib/use-hydrated";

const SHOWN = {
  moment: { dateStyle: "medium", timeStyle: "short" },
  day: { dateStyle: "medium" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function LocalWhen({ iso, show = "moment" }: { iso: string; show?: keyof typeof SHOWN }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat("en-US", hydrated ? SHOWN[show] : { ...SHOWN[show], timeZone: "UTC" }).format(date);
  return <time dateTime={iso}>{hydrated || show === "day" ? text : `${text} UTC`}</time>;
}
