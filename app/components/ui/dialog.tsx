// A centred modal. Its Radix code (focus trap, scroll lock, Escape; dialog-radix.tsx) is fetched the
// first time a dialog opens, not with the page: most visits open none (docs/decisions/093). Every
// dialog here is controlled (`open`, `onOpenChange`) and opened by a button of the page's own.
import { type ComponentProps, type ReactNode, Suspense, useState } from "react";
import { loadOnce } from "../../lib/load-once";
import { cn } from "../../lib/utils";
import type * as DialogRadix from "./dialog-radix";
import { Spinner } from "./spinner";

type Radix = typeof DialogRadix;
const radixCode = loadOnce<Radix>(() => import("./dialog-radix"));

function RadixRoot({ open, onOpenChange, children }: { open: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  const radix = radixCode.value();
  if (!radix) throw radixCode.start();
  return (
    <radix.DialogRoot open={open} onOpenChange={onOpenChange}>
      {children}
    </radix.DialogRoot>
  );
}

export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode }) {
  // Mounted from the first opening on, so closing plays its fade and the parts keep their state.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<Spinner label="Opening..." className="fixed inset-0 z-50 bg-black/20" />}>
      <RadixRoot open={open} onOpenChange={onOpenChange}>
        {children}
      </RadixRoot>
    </Suspense>
  );
}

/** The parts below render only inside an open Dialog, when its code is here. */
function loaded(): Radix {
  const radix = radixCode.value();
  if (!radix) throw new Error("Dialog parts render only inside <Dialog>.");
  return radix;
}

export function DialogContent(props: ComponentProps<Radix["DialogContent"]>) {
  const { DialogContent: Content } = loaded();
  return <Content {...props} />;
}

export function DialogTitle(props: ComponentProps<Radix["DialogTitle"]>) {
  const { DialogTitle: Title } = loaded();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentProps<Radix["DialogDescription"]>) {
  const { DialogDescription: Description } = loaded();
  return <Description {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
