// Radix Toast with the specification's behaviour: 5000 ms, swipe right past 50 px to dismiss,
// F8 moves focus to the notifications region. The viewport is a polite live region, so a toast's
// title and description are announced once, from the toast itself.
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "../../lib/utils";
import { dismissToast, useCurrentToast } from "./use-toast";

export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          role="status"
          aria-atomic="true"
          open={message.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-swipe-out data-[state=open]:animate-slide-in data-[state=closed]:animate-fade-out",
            message.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : message.variant === "success"
                ? "border-emerald-200 bg-emerald-50 text-emerald-950"
                : "border-border bg-background text-foreground",
          )}
        >
          {/* Read out by the viewport's own live region, not by Radix's hidden copy of the text
              (a second element with the same words would make the toast's text appear twice). */}
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{message.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport aria-live="polite" className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
