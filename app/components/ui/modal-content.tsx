// What a dialog (dialog-radix.tsx) and a side sheet (sheet.tsx) share: the portal, the dimmed
// backdrop, the 300 ms fades, the close button, and focus returned when it closes. Radix returns focus
// to a Trigger; a modal opened by other means (a button per row, a menu) returns it to whatever had
// focus when it opened, when that is still on the page. A click on a toast (closing it, say) is not a
// click outside: the modal stays open with what was typed in it.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { TOAST_REGION_ATTRIBUTE } from "./toast-region";

export function ModalContent({
  className,
  overlayTestId,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { overlayTestId?: string }) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid={overlayTestId}
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        className={cn("z-50 focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in", className)}
        onOpenAutoFocus={(event) => {
          returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = returnTo.current;
          if (target?.isConnected && target !== document.body) {
            event.preventDefault();
            target.focus();
          }
        }}
        onInteractOutside={(event) => {
          if (event.target instanceof Element && event.target.closest(`[${TOAST_REGION_ATTRIBUTE}]`)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-sm opacity-80 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
