import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** A plain `<label>`: the browser already ties it to its control (Radix's Label adds only a double-click rule). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers give htmlFor or wrap the control
  return <label className={cn("text-sm leading-none font-medium text-foreground", className)} {...props} />;
}
