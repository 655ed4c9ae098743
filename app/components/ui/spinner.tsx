import { Loader2 } from "lucide-react";
import { cn } from "../../lib/utils";

/** A spinner with its text, announced politely to screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-3 text-muted-foreground", className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
