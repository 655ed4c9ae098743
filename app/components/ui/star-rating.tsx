// A rating's five stars: one element drawn by CSS masks of one star (the `stars` component class of
// app/app.css), filled to the rating (halves rounded to the nearest star), announced as text. A
// directory page shows 24 ratings; as inline drawings they were 78 KB of its HTML.
import { cn } from "../../lib/utils";

/** The class names of a row of stars filled to `rating`. */
export function starsClass(rating: number, size: "sm" | "md" = "sm"): string {
  return `stars r${Math.min(5, Math.max(0, Math.round(rating)))}${size === "md" ? " stars-md" : ""}`;
}

export function StarRating({ rating, className, size = "sm" }: { rating: number; className?: string; size?: "sm" | "md" }) {
  return <span className={cn(starsClass(rating, size), className)} role="img" aria-label={`${rating.toFixed(1)} out of 5 stars`} />;
}
