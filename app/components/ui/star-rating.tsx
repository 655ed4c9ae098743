import { Star } from "lucide-react";
import { cn } from "../../lib/utils";

/** Five stars filled to the rating (halves rounded to the nearest star), announced as text. */
export function StarRating({ rating, className, size = "sm" }: { rating: number; className?: string; size?: "sm" | "md" }) {
  const filled = Math.round(rating);
  const dimension = size === "md" ? "size-5" : "size-4";
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={`${rating.toFixed(1)} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(dimension, i < filled ? "fill-star text-star" : "fill-transparent text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
