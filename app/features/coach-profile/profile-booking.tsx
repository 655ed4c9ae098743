// Booking from a coach's profile (docs/decisions/112): one primary action, 'Book Session'. For a
// coach with a rate and free times it opens the booking dialog (time, then who and how, then
// payment); for a coach who takes requests only it opens the free consultation request, which stays
// reachable beside it as 'Request a free consultation' otherwise. The next free times load in the
// browser after the page (the server cannot know the visitor's zone, so nothing about them is in the
// HTML to mismatch); picking one opens the dialog with that time chosen. The dialog and the panel
// load when first opened, already on their way when a button is pointed at or focused.
import { createContext, lazy, type ReactNode, type RefObject, Suspense, useContext, useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import type { BookingState } from "../booking-dialog/booking-state";
import { fetchNextFreeDays, type FreeDay } from "../scheduling/next-free-days";

// As onDemand (app/lib/on-demand.ts) does, in fewer bytes: the page's first load has no room for its
// two small files (booking-surfaces.ts says why the imports go through it). A module asked for twice
// is fetched once.
const surfaces = () => import("./booking-surfaces");
const loadDialog = () => surfaces().then((module) => module.loadBookingDialog());
const loadPanel = () => surfaces().then((module) => module.loadConsultationPanel());
const BookingDialog = lazy(loadDialog);
const ConsultationPanel = lazy(loadPanel);

/** The next three days with free times, in the visitor's zone; null for a coach without a rate (no paid sessions). */
export type FreeTimes = { kind: "loading" } | { kind: "ready"; days: FreeDay[]; zone: string } | { kind: "error" } | null;

interface ProfileBooking {
  coach: { id: string; firstName: string; name: string; price: string | null };
  times: FreeTimes;
  /** 'Book Session': the booking dialog (at `start` when a time was picked), or the consultation panel. */
  book(opener: HTMLElement, start?: string): void;
  consult(opener: HTMLElement): void;
  preload(): void;
  /** Whether the card's 'Book Session' has scrolled up out of view (the phone's bar then shows it). */
  scrolledPast: boolean;
  setScrolledPast(past: boolean): void;
}

const Context = createContext<ProfileBooking | null>(null);

export function useProfileBooking(): ProfileBooking {
  const booking = useContext(Context);
  if (!booking) throw new Error("useProfileBooking is used inside ProfileBookingProvider");
  return booking;
}

/**
 * Whether 'Book Session' books a time: a coach with a rate whose times are not known to be none (a
 * press before they have arrived opens the dialog, whose picker loads them too).
 */
const offersTimes = (times: FreeTimes) => times !== null && !(times.kind === "ready" && times.days.length === 0);

function useFreeTimes(coachId: string, paid: boolean): FreeTimes {
  const [times, setTimes] = useState<FreeTimes>(paid ? { kind: "loading" } : null);
  useEffect(() => {
    if (!paid) return;
    const controller = new AbortController();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
    fetchNextFreeDays(coachId, zone, 3, controller.signal).then(
      (days) => setTimes({ kind: "ready", days, zone }),
      () => void (controller.signal.aborted || setTimes({ kind: "error" })),
    );
    return () => controller.abort();
  }, [coachId, paid]);
  return times;
}

export function ProfileBookingProvider({ coach, children }: { coach: ProfileBooking["coach"]; children: ReactNode }) {
  const times = useFreeTimes(coach.id, coach.price !== null);
  const opener = useRef<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<BookingState | null>(null);
  const [panelOpen, setPanelOpen] = useState<boolean | null>(null);
  const [scrolledPast, setScrolledPast] = useState(false);

  const openDialog = (start = "") => setDialog({ open: true, start, step: start ? "details" : "time" });
  const openPanel = () => setPanelOpen(true);
  const value: ProfileBooking = {
    coach,
    times,
    book(element, start) {
      opener.current = element;
      if (offersTimes(times)) openDialog(start);
      else openPanel();
    },
    consult(element) {
      opener.current = element;
      openPanel();
    },
    preload() {
      void (offersTimes(times) ? loadDialog() : loadPanel()).catch(() => {});
    },
    scrolledPast,
    setScrolledPast,
  };

  return (
    <Context.Provider value={value}>
      {children}
      {dialog ? (
        <Suspense fallback={<Opening />}>
          <BookingDialog
            coach={coach}
            state={dialog}
            onChange={(change: Partial<BookingState>) => setDialog((d) => d && { ...d, ...change })}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
      {panelOpen !== null ? (
        <Suspense fallback={<Opening />}>
          <ConsultationPanel
            coachId={coach.id}
            coachFirstName={coach.firstName}
            open={panelOpen}
            onOpenChange={setPanelOpen}
            returnFocusTo={opener as RefObject<HTMLElement | null>}
          />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}

/** While the code of what was opened is on its way (as Dialog shows while its own code loads). */
function Opening() {
  return <Spinner label="Opening..." className="fixed inset-0 z-50 bg-black/20" />;
}
