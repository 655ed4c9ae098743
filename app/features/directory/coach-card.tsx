// The directory card (public specification, Coach directory): avatar, name, title without the
// name, rating to one decimal with '(N reviews)', 'N+ years experience', a 3-line bio, at most 3
// specialization badges then '+N more', and the price ('Starting at' $N '/session', or 'Pricing' /
// 'Contact me' when the rate is 0).
import { Link } from "react-router";
import { coachImageUrl, formatRating, titleWithoutName, wholeDollarRate, type PublicCoach } from "#common/coaches";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { StarRating } from "../../components/ui/star-rating";

export const CARD_BADGE_LIMIT = 3;

export function CoachCard({ coach }: { coach: PublicCoach }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const title = titleWithoutName(coach.title, coach.firstName, coach.lastName);
  const price = wholeDollarRate(coach.hourlyRate);
  const shown = coach.specializations.slice(0, CARD_BADGE_LIMIT);
  const more = coach.specializations.length - shown.length;
  return (
    <Link
      to={`/coaches/${coach.id}`}
      data-testid="coach-card"
      className="group flex h-full flex-col rounded-xl border bg-background p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-start gap-4">
        <img
          src={coachImageUrl(coach)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-full bg-muted object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-semibold group-hover:text-primary">{name}</h3>
          {title ? <p className="line-clamp-2 text-sm text-muted-foreground">{title}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm">
            <StarRating rating={coach.rating} />
            <span className="font-semibold">{formatRating(coach.rating)}</span>
            <span className="text-muted-foreground">({coach.totalReviews} reviews)</span>
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm font-medium text-foreground">{coach.experience}+ years experience</p>
      <p className="mt-2 line-clamp-3 text-sm text-muted-foreground" data-testid="coach-bio">
        {coach.bio}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Specializations">
          {shown.map((specialization) => (
            <li key={specialization}>
              <Badge variant="secondary">{specialization}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="muted">+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto pt-4" />
      <div className="flex items-end justify-between gap-2 border-t pt-4">
        {price ? (
          <p className="flex flex-col">
            <span className="text-xs text-muted-foreground">Starting at</span>
            <span>
              <span className="text-xl font-bold text-foreground">{price}</span>
              <span className="text-sm text-muted-foreground">/session</span>
            </span>
          </p>
        ) : (
          <p className="flex flex-col">
            <span className="text-xs text-muted-foreground">Pricing</span>
            <span className="text-base font-semibold text-foreground">Contact me</span>
          </p>
        )}
        <span className="text-sm font-semibold text-primary" aria-hidden="true">
          View profile →
        </span>
      </div>
    </Link>
  );
}

export function CoachCardSkeleton() {
  return (
    <div data-testid="coach-card-skeleton" aria-hidden="true" className="flex h-full flex-col rounded-xl border p-5">
      <div className="flex items-start gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-4 h-4 w-1/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-3 flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="mt-6 h-8 w-24" />
    </div>
  );
}

export function CoachGrid({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </div>
  );
}

export function CoachCardSkeletons({ count }: { count: number }) {
  return (
    <>
      <span className="sr-only" role="status">
        Loading coaches…
      </span>
      {Array.from({ length: count }, (_, i) => (
        <CoachCardSkeleton key={i} />
      ))}
    </>
  );
}
