import { Check } from "lucide-react";
import { cn } from "../../lib/utils";

const STEPS = ["Personal Information", "Payment", "Professional Background"] as const;

/** Where the applicant is in the three steps. */
export function ApplicationSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="mb-8 grid grid-cols-3 gap-2 text-xs sm:text-sm" aria-label="Application steps">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const done = step < current;
        const active = step === current;
        return (
          <li key={label} aria-current={active ? "step" : undefined} className="flex flex-col items-center gap-2 text-center">
            <span
              className={cn(
                "flex size-8 items-center justify-center rounded-full border-2 font-semibold",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary text-primary",
                !done && !active && "border-border text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : step}
            </span>
            <span className={cn(active ? "font-semibold text-foreground" : "text-muted-foreground")}>
              <span className="sr-only">Step {step}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
