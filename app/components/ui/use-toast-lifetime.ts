// How long one toast stays and how it leaves: shown for 5000 ms (the time paused while hovered,
// focused or pressed, and the rest kept), closed by its button, Escape, the store or a swipe to the
// right past 50 px, and removed once its leaving animation has played.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { dismissToast, type ToastMessage } from "./use-toast";

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type Leaving = "none" | "fade" | "swipe";

export interface ToastLifetime {
  /** How the toast is leaving now, "none" while it shows. */
  leavingNow: Leaving;
  /** Whether its leaving animation has played and it is to be removed. */
  gone: boolean;
  close: (how?: Leaving) => void;
  pause: () => void;
  resume: () => void;
}

export function useToastLifetime(message: ToastMessage): ToastLifetime {
  const [leaving, setLeaving] = useState<Leaving>("none");
  const [gone, setGone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);

  const close = (how: Leaving = "fade") => {
    setLeaving((current) => (current === "none" ? how : current));
    dismissToast(message.id);
  };

  const pause = () => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    if (timer.current !== undefined || leaving !== "none") return;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => close("fade"), Math.max(0, remaining.current));
  };

  useEffect(() => {
    resume();
    return () => window.clearTimeout(timer.current);
    // Started once per toast; pause/resume keep the remaining time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Dismissed here (close, swipe, time) or through the store (dismissToast elsewhere).
  const leavingNow: Leaving = leaving !== "none" ? leaving : message.open ? "none" : "fade";

  // Removed once its leaving animation (300 ms fade, 150 ms swipe) has played.
  useEffect(() => {
    if (leavingNow === "none") return;
    const removal = window.setTimeout(() => setGone(true), leavingNow === "swipe" ? 150 : 300);
    return () => window.clearTimeout(removal);
  }, [leavingNow]);

  return { leavingNow, gone, close, pause, resume };
}

/** A toast dragged to the right: its offset, and dismissal when let go past the threshold. */
export function useToastSwipe({ close, pause, resume }: Pick<ToastLifetime, "close" | "pause" | "resume">) {
  const [swipeX, setSwipeX] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    pause();
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    setSwipeX(Math.max(0, event.clientX - swipeStart.current));
  };
  const endSwipe = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = Math.max(0, event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) {
      close("swipe");
    } else {
      setSwipeX(0);
      resume();
    }
  };

  return { swipeX, onPointerDown, onPointerMove, endSwipe };
}
