import { Link } from "react-router";

export function BrandLogo({ brandName }: { brandName: string }) {
  return (
    <Link
      to="/"
      className="flex min-h-10 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
      aria-label={`${brandName} home`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="var(--color-primary)" />
        <path
          d="M16 24.5c-.3 0-.6-.1-.8-.3C10.7 20.3 8 17.7 8 14.4 8 11.9 9.9 10 12.3 10c1.5 0 2.8.7 3.7 1.9.9-1.2 2.2-1.9 3.7-1.9 2.4 0 4.3 1.9 4.3 4.4 0 3.3-2.7 5.9-7.2 9.8-.2.2-.5.3-.8.3Z"
          fill="#fff"
        />
      </svg>
      <span>{brandName}</span>
    </Link>
  );
}
