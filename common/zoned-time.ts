// Wall-clock time in an IANA zone, without a date library: the admin form picks a date, a time and
// a zone, and the server stores the instant (timestamptz) with the zone's name. Pages and e-mails
// show an instant in a zone with the zone named.

/** True for a zone name this runtime knows ("America/New_York", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone for an ISO 8601 time given without one (a staff booking may give only scheduledDate
 * "with offset": docs/product/bookings-and-payments.md#booking-by-staff): its fixed offset as an IANA zone
 * ("-05:00" → "Etc/GMT+5", "Z" → "UTC"), so the session is shown at the wall time it was arranged for.
 * Offsets that are not whole hours have no such zone and fall back to UTC.
 */
export function zoneForIsoOffset(iso: string): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso.trim());
  if (!match) return "UTC";
  const hours = Number(match[2]);
  if (match[3] !== "00" || hours === 0 || hours > 14) return "UTC";
  // The Etc zones' signs are inverted (POSIX): UTC-5 is "Etc/GMT+5".
  return `Etc/GMT${match[1] === "-" ? "+" : "-"}${hours}`;
}

/** The zone's offset from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clock in `zone` shows `date` ("2026-03-08") and `time` ("14:30").
 * A time that does not exist (skipped by a daylight-saving jump) moves forward by the jump; a time
 * that happens twice (the hour repeated in autumn) is the first of the two. Null for bad input.
 */
export function zonedTimeToInstant(date: string, time: string, zone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isValidTimeZone(zone)) return null;
  const [year, month, day, hour, minute] = [Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  // Try the offsets in force just before and just after; the earliest instant that shows this wall
  // time wins (first of a repeated hour). When none does, the time was skipped: use the offset from
  // before the jump, which lands after it.
  const candidates = [zoneOffsetMinutes(new Date(wall - 86_400_000), zone), zoneOffsetMinutes(new Date(wall + 86_400_000), zone)];
  const matching = candidates
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => zoneOffsetMinutes(new Date(instant), zone) * 60_000 + instant === wall)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? wall - candidates[0] * 60_000);
}

/** The wall-clock date ("2026-03-08") and time ("14:30") of an instant in a zone. */
export function instantToZonedParts(instant: Date, zone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** ISO 8601 with the zone's offset at that instant: "2026-03-08T14:30:00-04:00". */
export function toIsoWithOffset(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(instant, zone);
  const { date, time } = instantToZonedParts(instant, zone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * "Tue, Jun 2, 2026, 3:00 PM EDT": an instant in a zone, with the zone named. Without a zone, the
 * runtime's own (the viewer's, in a browser).
 */
export function formatSessionTime(
  iso: string,
  zone?: string,
  options: { weekday?: "short" | "long"; month?: "short" | "long" } = {},
): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: options.weekday ?? "short",
    year: "numeric",
    month: options.month ?? "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** "9:50 AM EDT": a time of day in a zone (the runtime's own without one), with the zone named. */
export function formatClockTime(iso: string, zone?: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
    new Date(iso),
  );
}

/** "3:00 PM – 3:50 PM": the session's span in a zone (the date is shown separately). */
export function formatTimeRange(iso: string, durationMinutes: number, zone?: string): string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const start = new Date(iso);
  return `${format.format(start)} – ${format.format(new Date(start.getTime() + durationMinutes * 60_000))}`;
}
