// The directory card (docs/product/directory.md#coach-card): avatar, name, title without the
// name, rating to one decimal with '(N reviews)', 'N+ years experience', a 3-line bio, at most 3
// specialization badges then '+N more', the coach's next free time when there is one ('Next
// available …'), 'License verified' when staff checked a current licence (docs/product/verified-licences.md), and the price ('Starting at' $N '/session', or 'Pricing' / 'Contact me' when the rate is 0).
import {
  CARD_BADGE_LIMIT,
  coachImageUrl,
  DIRECTORY_FLAG_FILTERS,
  formatRating,
  titleWithoutName,
  wholeDollarRate,
  type CoachCardData,
} from "#common/coaches";
import { Skeleton } from "../../components/ui/skeleton";
import { useInAppLinkClicks } from "../../lib/in-app-links";
import { StarRating } from "../../components/ui/star-rating";
import { NextAvailable } from "./next-available";

/**
 * One card. A directory page shows 24, so the markup is kept short: the styles are the `coach-card`
 * component classes in app/app.css (the same Tailwind utilities, written once), and the stars reuse
 * the page's one star drawing.
 */
/**
 * `cardId` is unique in the page (short: the page holds many cards). The link is named by the
 * coach's name alone; the title, rating, experience and price describe it (WCAG 2.4.4, 4.1.2). It
 * is a plain link: <CoachGrid> navigates within the app when one is followed (app/lib/in-app-links.ts).
 */
export function CoachCard({ coach, cardId }: { coach: CoachCardData; cardId: string }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const title = titleWithoutName(coach.title, coach.firstName, coach.lastName);
  const price = wholeDollarRate(coach.hourlyRate);
  const shown = coach.specializations.slice(0, CARD_BADGE_LIMIT);
  const more = (coach.specializationCount ?? coach.specializations.length) - shown.length;
  return (
    <a
      href={`/coaches/${coach.id}`}
      data-testid="coach-card"
      className="coach-card"
      aria-labelledby={cardId}
      aria-describedby={`${title ? `${cardId}t ` : ""}${coach.licenseVerified ? `${cardId}v ` : ""}${cardId}r ${cardId}e ${coach.nextAvailableAt ? `${cardId}n ` : ""}${cardId}p`}
    >
      <div className="cc-head">
        <img src={coachImageUrl(coach)} alt="" width={64} height={64} loading="lazy" />
        <div>
          <h3 id={cardId}>{name}</h3>
          {title ? (
            <p id={`${cardId}t`} className="cc-title">
              {title}
            </p>
          ) : null}
          {coach.licenseVerified ? (
            <p id={`${cardId}v`} className="cc-verified">
              {DIRECTORY_FLAG_FILTERS.verified}
            </p>
          ) : null}
          <p id={`${cardId}r`} className="cc-rating">
            <StarRating rating={coach.rating} />
            <b>{formatRating(coach.rating)}</b>
            <span className="cc-muted">{`(${coach.totalReviews} reviews)`}</span>
          </p>
        </div>
      </div>
      <p id={`${cardId}e`} className="cc-exp">{`${coach.experience}+ years experience`}</p>
      {coach.nextAvailableAt ? <NextAvailable iso={coach.nextAvailableAt} id={`${cardId}n`} /> : null}
      <p className="cc-bio">{coach.bio}</p>
      {shown.length > 0 ? (
        <ul className="cc-tags" aria-label="Specializations">
          {shown.map((specialization) => (
            <li key={specialization}>{specialization}</li>
          ))}
          {more > 0 ? <li className="cc-more">{`+${more} more`}</li> : null}
        </ul>
      ) : null}
      <div className="cc-foot">
        {price ? (
          <p id={`${cardId}p`}>
            <span className="cc-small">Starting at</span>
            <span>
              <span className="cc-price">{price}</span>
              <span className="cc-muted">/session</span>
            </span>
          </p>
        ) : (
          <p id={`${cardId}p`}>
            <span className="cc-small">Pricing</span>
            <span className="cc-contact">Contact me</span>
          </p>
        )}
        <span className="cc-view" aria-hidden="true">
          View profile →
        </span>
      </div>
    </a>
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
  const followLink = useInAppLinkClicks();
  return (
    // The click handler only forwards the cards' own link clicks: the links stay the keyboard's way in.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- forwards the links' own clicks (Enter on a link clicks it too)
    <div aria-busy={busy} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" onClick={followLink}>
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
