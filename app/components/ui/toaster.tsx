// The toast area (docs/product/frame-and-home.md#toasts): one toast at a time, 5000 ms (paused
// while hovered or focused), swiped away to the right past 50 px, F8 moves focus to the
// notifications region, Escape or the close button dismisses.
//
// The region holds one persistent live `role="status"` element and the toast is rendered inside
// it, so screen readers announce the toast's title and description from the toast itself: its
// words exist once in the page (no hidden copy made for announcing).
//
// A toast never covers the focused control (WCAG 2.4.11), nor the button that submits the form being
// filled (a photo's "Image Uploaded" must not sit on a phone dialog's 'Create Coach'): it shows at the
// bottom of the window, and at the top (below the header) while either sits where it would be.
import { X } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { cn } from "../../lib/utils";
import { useCurrentToast, type ToastMessage } from "./use-toast";
import { TOAST_REGION_ATTRIBUTE } from "./toast-region";
import { useToastLifetime, useToastSwipe } from "./use-toast-lifetime";

export { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "./use-toast-lifetime";

/** The controls a toast must leave uncovered: the focused one, and the button that submits its form. */
function protectedControls(): Element[] {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return [];
  const form = focused instanceof HTMLElement && "form" in focused ? (focused as HTMLButtonElement).form : focused.closest("form");
  const submit = form?.querySelector('button[type="submit"]:not([disabled])');
  return submit && submit !== focused ? [focused, submit] : [focused];
}

/** Whether the toast covers the focused control or the button that submits its form. */
function coversFocus(region: HTMLElement): boolean {
  const toast = region.firstElementChild?.firstElementChild;
  if (!toast || region.contains(document.activeElement)) return false;
  const b = toast.getBoundingClientRect();
  return protectedControls().some((control) => {
    const a = control.getBoundingClientRect();
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  });
}

export function Toaster() {
  const message = useCurrentToast();
  const regionRef = useRef<HTMLElement>(null);
  const [atTop, setAtTop] = useState(false);

  // While a toast shows, it moves out of the way of focus (and back when focus moves on).
  useEffect(() => {
    if (!message) return;
    const region = regionRef.current;
    if (!region) return;
    let top = false;
    const place = () => {
      if (coversFocus(region)) {
        top = !top;
        setAtTop(top);
      }
    };
    place();
    document.addEventListener("focusin", place);
    // Captured, so a dialog's own scrolling counts as well as the window's.
    document.addEventListener("scroll", place, { capture: true, passive: true });
    return () => {
      document.removeEventListener("focusin", place);
      document.removeEventListener("scroll", place, { capture: true });
      setAtTop(false);
    };
  }, [message]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    // The explicit role keeps the landmark findable as [role="region"] too (the region F8 moves to).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <section
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      data-side={atTop ? "top" : "bottom"}
      {...{ [TOAST_REGION_ATTRIBUTE]: "" }}
      className={cn(
        "pointer-events-none fixed right-0 z-[100] flex w-full flex-col p-4 outline-none sm:max-w-[420px]",
        atTop ? "top-16" : "bottom-0",
      )}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {message ? <Toast key={message.id} message={message} /> : null}
      </div>
    </section>
  );
}

function Toast({ message }: { message: ToastMessage }) {
  const { leavingNow, gone, close, pause, resume } = useToastLifetime(message);
  const { swipeX, onPointerDown, onPointerMove, endSwipe } = useToastSwipe({ close, pause, resume });

  if (gone) return null;

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hovering or focusing a toast pauses its timer; Escape closes it
    <div
      data-state={leavingNow === "none" ? "open" : "closed"}
      data-testid="toast"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close("fade");
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      style={
        {
          transform: leavingNow === "none" && swipeX > 0 ? `translateX(${swipeX}px)` : undefined,
          touchAction: "pan-y",
          "--toast-swipe-x": `${swipeX}px`,
        } as CSSProperties
      }
      className={cn(
        "pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-11 shadow-lg select-none",
        leavingNow === "none" && swipeX === 0 && "animate-slide-in",
        leavingNow === "fade" && "animate-fade-out",
        leavingNow === "swipe" && "animate-swipe-out",
        message.variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : message.variant === "success"
            ? "border-emerald-200 bg-emerald-50 text-emerald-950"
            : "border-border bg-background text-foreground",
      )}
    >
      <div className="grid gap-1">
        <div className="text-sm font-semibold">{message.title}</div>
        {message.description ? <div className="text-sm opacity-90">{message.description}</div> : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        onClick={() => close("fade")}
        className="absolute top-0.5 right-0.5 inline-flex size-10 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
