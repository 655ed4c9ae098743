// A round picture of a person, falling back to their initials when there is no picture (or it fails
// to load).
import { useState } from "react";
import { cn } from "../../lib/utils";

export function Avatar({
  src,
  initials,
  className,
  alt = "",
}: {
  src?: string | null;
  initials: string;
  className?: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground select-none",
        className,
      )}
    >
      {showImage ? (
        <img src={src ?? undefined} alt={alt} className="size-full object-cover" onError={() => setFailed(src ?? null)} />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{initials}</span>
      )}
    </span>
  );
}
