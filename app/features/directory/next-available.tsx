// A card's 'Next available {weekday, time}' line (docs/product/directory.md#coach-card), in the
// visitor's own zone with the zone named. The server cannot know that zone, so the first render
// (the server's, and hydration) writes the time in UTC, named too; once the page runs, the
// browser's zone. A page's first cards are kept as the server's HTML (app/lib/render-only.tsx): the
// page rewrites their times with useNextAvailableInViewerZone().
import { useEffect } from "react";
import { remembered } from "#common/remembered";
import { useHydrated } from "../../lib/use-hydrated";

const WEEK_MS = 6 * 86_400_000;

/**
 * In the viewer's zone (no `timeZone`): "Next available Tue, 9:00 AM EDT", with the date a week or
 * more ahead ("Tue, Dec 8, 9:00 AM EST"). In a given zone, always with the date: the server's text
 * must not depend on the moment it is drawn, or hydration could disagree with it.
 */
export function nextAvailableText(iso: string, timeZone?: string): string {
  if (timeZone !== undefined) return inZone(`${timeZone}|${iso}`);
  const instant = new Date(iso);
  return `Next available ${formatFor(undefined, instant.getTime() - Date.now() > WEEK_MS).format(instant)}`;
}

// In a given zone the text depends on the instant and the zone alone: the server draws the same
// coaches' times on every page, each formatted once.
const inZone = remembered((key) => {
  const bar = key.indexOf("|");
  return `Next available ${formatFor(key.slice(0, bar), true).format(new Date(key.slice(bar + 1)))}`;
});

// Making a formatter costs far more than using one (about 0.15 ms each, 24 cards a page on the
// server): one per zone and shape, kept. A page asks for at most three (UTC; the viewer's zone,
// near and far).
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string | undefined, far: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${far}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      ...(far ? { month: "short", day: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The line itself, in short markup: a page has 24 cards and a budget for its HTML (the instant in
 * UTC to the minute, "2026-12-08T14:00Z").
 */
export function NextAvailable({ iso, id }: { iso: string; id: string }) {
  const hydrated = useHydrated();
  return (
    <time id={id} className="cc-next" dateTime={`${new Date(iso).toISOString().slice(0, 16)}Z`}>
      {nextAvailableText(iso, hydrated ? undefined : "UTC")}
    </time>
  );
}

/** Once the page runs: the server's cards show their next free time in the visitor's zone too. */
export function useNextAvailableInViewerZone(): void {
  useEffect(() => {
    for (const time of document.querySelectorAll<HTMLTimeElement>("time.cc-next")) time.textContent = nextAvailableText(time.dateTime);
  }, []);
}
