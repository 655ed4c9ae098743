// The stars of a staff review: five radio buttons (1 to 5 stars) under the 'Rating' legend, and the
// message when none is chosen.
import { Star } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/utils";

export function ReviewRatingField({ rating, error, onRate }: { rating: number; error?: string; onRate(value: number): void }) {
  const legendId = useId();
  return (
    <fieldset>
      <legend id={legendId} className="mb-2 text-sm font-medium">
        Rating
      </legend>
      <div role="radiogroup" aria-labelledby={legendId} className="flex">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={`${value} star${value === 1 ? "" : "s"}`}
            onClick={() => onRate(value)}
            className="inline-flex size-10 items-center justify-center rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Star aria-hidden="true" className={cn("size-7", value <= rating ? "fill-star text-star" : "text-muted-foreground/50")} />
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
