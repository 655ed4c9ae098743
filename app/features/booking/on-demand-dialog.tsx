// A session dialog whose inside is fetched on demand (onDemand): 'Loading...' while its code comes,
// and, while what it does is under way (`busy`), neither Escape nor a click outside closes it.
import { type ReactNode, Suspense } from "react";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";

export function OnDemandDialog({
  open,
  setOpen,
  busy = false,
  className,
  children,
}: {
  open: boolean;
  setOpen(open: boolean): void;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogContent className={className}>
        {open ? <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense> : null}
      </DialogContent>
    </Dialog>
  );
}
