// The 'Filters' button of the directory below 768 px (docs/product/directory.md#filters-on-a-phone).
// The sheet's code (its fields, the catalogue's option lists, the Radix dialog) is fetched when the
// button is pointed at, focused or pressed, never with the page; the button says it is opening until
// the sheet is there.
import { Loader2, SlidersHorizontal } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { countActiveFilters, type DirectoryFilters } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { onDemand } from "../../lib/on-demand";

const Sheet = onDemand(() => import("./filters-sheet").then((module) => module.FiltersSheet));

export function FiltersLauncher({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(false);
  const active = countActiveFilters(applied);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={(open && !ready) || undefined}
        onPointerEnter={Sheet.preload}
        onFocus={Sheet.preload}
        onTouchStart={Sheet.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {open && !ready ? <Loader2 className="animate-spin" aria-hidden="true" /> : <SlidersHorizontal aria-hidden="true" />}
        Filters
        {active > 0 ? (
          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-hidden="true">
            {active}
          </span>
        ) : null}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <Ready onReady={setReady} />
          <Sheet.Component applied={applied} onApply={onApply} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Tells the launcher that the sheet's code is here (it renders inside the same Suspense boundary). */
function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}
