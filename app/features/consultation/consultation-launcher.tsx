// 'Book Session' on a coach's profile. The consultation panel's code (its form, react-hook-form, the
// schema, the Radix dialog) is fetched when the button is pointed at, focused or pressed, not with
// the page; the button shows that it is opening until the panel is there.
import { Loader2 } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { onDemand } from "../../lib/on-demand";

const Panel = onDemand(() => import("./consultation-sheet").then((module) => module.ConsultationSheet));

export function ConsultationLauncher({ coachId, coachFirstName }: { coachId: string; coachFirstName: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (closed) so a draft outlasts it.
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(false);
  const opening = open && !ready;
  return (
    <>
      <Button
        ref={button}
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={opening || undefined}
        onPointerEnter={Panel.preload}
        onFocus={Panel.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {opening ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Book Session
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <ReadyMarker onReady={setReady} />
          <Panel.Component coachId={coachId} coachFirstName={coachFirstName} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Tells the launcher that the panel's code is here (it renders inside the same Suspense boundary). */
function ReadyMarker({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}
