import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** The look shared by text inputs, selects and text areas. */
export const fieldClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, "flex h-11 read-only:bg-muted", className)} {...props} />;
}

/** A native select: the platform's own picker on phones, fully keyboard- and screen-reader-friendly. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-11 pr-8", className)} {...props} />;
}
