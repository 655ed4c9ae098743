// Times as the room shows them (docs/product/video-sessions.md#the-room): in the zone the server chose
// for the person, the day only when it is not today there.
import { roomState, type RoomState } from "#common/video-sessions";
import { useSyncExternalStore } from "react";

export function formatRoomTime(at: string | Date, timeZone: string, now = Date.now()): string {
  const date = new Date(at);
  const day = (d: Date) => d.toLocaleDateString("en-US", { timeZone });
  const time = date.toLocaleTimeString("en-US", { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
  if (day(date) === day(new Date(now))) return time;
  return `${date.toLocaleDateString("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" })}, ${time}`;
}

/** "in 12 min 5 s", "in 2 h 3 min", for the countdown. */
export function untilText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `in ${hours} h ${minutes} min`;
  return minutes > 0 ? `in ${minutes} min ${seconds % 60} s` : `in ${seconds} s`;
}

/** This browser's clock, read once a second while a room is shown. */
let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick = Date.now();
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The room's state by this browser's clock, from the server's first answer, moving on by itself. */
export function useRoomClock(opensAt: string, closesAt: string, initial: RoomState): { state: RoomState; now: number | null } {
  const now = useSyncExternalStore(
    subscribe,
    () => (tick ||= Date.now()),
    () => null,
  );
  const state = now === null ? initial : roomState({ opensAt, closesAt }, now);
  return { state, now };
}
