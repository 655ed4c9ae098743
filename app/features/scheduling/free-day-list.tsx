// A coach's next days with free times (next-free-days.ts), each with its first times as buttons, in
// the visitor's zone, named above them.
import type { MouseEvent } from "react";
import { Button } from "../../components/ui/button";
import { type FreeDay, shortDay, timeOf } from "./next-free-days";

const TIMES_PER_DAY = 3;

export function FreeDayList({
  days,
  zone,
  onPick,
  disabled,
  opensDialog,
}: {
  days: FreeDay[];
  zone: string;
  onPick: (start: string, event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  /** Whether picking opens a dialog (the profile's booking) rather than acting at once. */
  opensDialog?: boolean;
}) {
  return (
    <>
      <p className="text-sm text-muted-foreground">Times in {zone.replaceAll("_", " ")}</p>
      {days.map(({ date, slots }) => (
        <div key={date} className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium">{shortDay(date)}</h3>
          <ul className="grid grid-cols-3 gap-2">
            {slots.slice(0, TIMES_PER_DAY).map((slot) => (
              <li key={slot.start}>
                <Button
                  variant="outline"
                  className="w-full px-2"
                  aria-haspopup={opensDialog ? "dialog" : undefined}
                  aria-label={timeOf(slot.start, zone, true)}
                  data-start={slot.start}
                  disabled={disabled}
                  onClick={(event) => onPick(slot.start, event)}
                >
                  {timeOf(slot.start, zone)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
