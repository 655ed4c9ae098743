import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";
import { fieldClass } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "flex min-h-32", className)} {...props} />;
}
