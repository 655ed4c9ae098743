import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** The look shared by text inputs, selects and text areas: the `field` component class of app/app.css. */
export const fieldClass = "field";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClass, "flex h-11 read-only:bg-muted", className)} {...props} />;
}

/** A native select: the platform's own picker on phones, fully keyboard- and screen-reader-friendly. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-11 pr-8", className)} {...props} />;
}
