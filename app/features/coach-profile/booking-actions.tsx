// The profile's booking controls (profile-booking.tsx decides what they open): 'Book Session' with
// 'Request a free consultation' beside it, the next free times as buttons, and on a phone a bar
// that keeps 'Book Session' on screen once the card's own button has scrolled away. The bar sits
// at the end of the page (sticky, so it never covers the footer) and marks itself for the scroll
// padding that keeps focus clear of it (docs/decisions/094).
import { useCallback, useEffect, useRef } from "react";
import { Button } from "../../components/ui/button";
import { FreeDayList } from "../scheduling/free-day-list";
import { useProfileBooking } from "./profile-booking";

function BookSessionButton({ observe }: { observe?: (element: HTMLElement | null) => void }) {
  const { book, preload } = useProfileBooking();
  return (
    <Button
      ref={observe}
      size="lg"
      className="w-full"
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => book(event.currentTarget)}
    >
      Book Session
    </Button>
  );
}

export function BookingButtons() {
  const { times, consult, setScrolledPast } = useProfileBooking();
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const observe = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!element || typeof IntersectionObserver === "undefined") return;
      observer.current = new IntersectionObserver(([entry]) => setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < 0));
      observer.current.observe(element);
    },
    [setScrolledPast],
  );
  const offersConsultationApart = times !== null && !(times.kind === "ready" && times.days.length === 0);
  return (
    <div className="flex flex-col gap-2">
      <BookSessionButton observe={observe} />
      {offersConsultationApart ? (
        <Button variant="outline" size="lg" className="w-full" aria-haspopup="dialog" onClick={(event) => consult(event.currentTarget)}>
          Request a free consultation
        </Button>
      ) : null}
    </div>
  );
}

export function StickyBookingBar() {
  const { coach, scrolledPast } = useProfileBooking();
  const price = coach.price;
  return (
    <div
      data-sticky-bottom
      hidden={!scrolledPast}
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t bg-background px-4 py-3 sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center gap-4">
        {price ? (
          <p className="shrink-0 text-sm text-muted-foreground">
            <span className="text-lg font-bold text-foreground">{price}</span> per session
          </p>
        ) : null}
        <BookSessionButton />
      </div>
    </div>
  );
}

/** The next three days with free times, each with its first times as buttons; 'More times' opens the picker. */
export function NextFreeTimes() {
  const { times, book } = useProfileBooking();
  if (times === null) return null;
  return (
    <section aria-labelledby="next-free-times" className="flex flex-col gap-3 border-t pt-4">
      <h2 id="next-free-times" className="font-semibold">
        Next free times
      </h2>
      {times.kind === "loading" ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading free times…
        </p>
      ) : times.kind === "error" ? (
        <p className="text-sm text-muted-foreground">The free times could not be loaded.</p>
      ) : times.days.length === 0 ? (
        <p className="text-sm text-muted-foreground">No free times in the next 60 days.</p>
      ) : (
        <>
          <FreeDayList days={times.days} zone={times.zone} opensDialog onPick={(start, event) => book(event.currentTarget, start)} />
          <Button variant="link" className="self-start px-0" aria-haspopup="dialog" onClick={(event) => book(event.currentTarget)}>
            More times
          </Button>
        </>
      )}
    </section>
  );
}
