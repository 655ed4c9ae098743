// 'Book a 50-minute session' on a coach's profile: a signed-in client picks one of the coach's free
// times, the format, and goes to checkout (POST /api/bookings, then /checkout/{id}); the time is
// held for 15 minutes while they pay. Signed out, the button leads to sign-in and back. Shown only
// when the coach offers times (one small request after the page has loaded).
import { Loader2 } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useSessionUser } from "../../lib/auth";
import { onDemand } from "../../lib/on-demand";

// The dialog (Radix, the time picker, the booking call) is fetched when the button is pointed at,
// focused or pressed: the profile page does not need it to show.
const Dialog = onDemand(() => import("./paid-session-dialog").then((module) => module.PaidSessionDialog));

function useOffersPaidTimes(coachId: string): boolean {
  const [offers, setOffers] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const today = new Date();
    fetch(`/api/coaches/${coachId}/slots?from=${iso(today)}&to=${iso(new Date(today.getTime() + 30 * 86_400_000))}&duration=50`, {
      signal: controller.signal,
    })
      .then(async (response) => setOffers(response.ok && ((await response.json()) as unknown[]).length > 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [coachId]);
  return offers;
}

export function BookPaidSession({ coachId, coachName, price }: { coachId: string; coachName: string; price: string | null }) {
  const offers = useOffersPaidTimes(coachId);
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (!offers || !price) return null;

  if (!user) {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link to={`/login?returnTo=${encodeURIComponent(`/coaches/${coachId}`)}`}>Book a 50-minute session</Link>
      </Button>
    );
  }

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        onPointerEnter={Dialog.preload}
        onFocus={Dialog.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Book a 50-minute session
      </Button>
      {requested ? (
        <Suspense fallback={<Opening />}>
          <Dialog.Component coachId={coachId} coachName={coachName} price={price} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function Opening() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Opening…
    </p>
  );
}
