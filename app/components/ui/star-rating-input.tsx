// Choosing 1 to 5 stars: a radio group (arrow keys move, Space/Enter choose), drawn as stars.
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/utils";

export function StarRatingInput({
  value,
  onChange,
  label = "Rating",
  disabled = false,
}: {
  value: number;
  onChange(value: number): void;
  label?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="flex items-center" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative flex size-10 cursor-pointer items-center justify-center rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            onMouseEnter={() => setHover(stars)}
          >
            {/* Invisible but covering its star, so a click on the radio itself lands on it (not on the drawing). */}
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                stars <= shown ? "fill-star text-star" : "fill-transparent text-muted-foreground/50",
              )}
            />
            <span className="sr-only">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value ? `${value} of 5` : "Not rated"}
        </span>
      </div>
    </fieldset>
  );
}
