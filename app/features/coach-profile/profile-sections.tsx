import { BadgeCheck, Globe, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { isBlankContact, otherLanguages, websiteHref, type PublicCoach, type PublicReview } from "#common/coaches";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { StarRating } from "../../components/ui/star-rating";

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-background p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function BadgeList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="text-sm">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Licensed in, Degree type, contact links (hidden when empty or 'N/A') and other languages. */
export function MoreInfo({ coach }: { coach: PublicCoach }) {
  const languages = otherLanguages(coach.languages);
  const rows: { label: string; value: ReactNode }[] = [];
  if (!isBlankContact(coach.location)) rows.push({ label: "Licensed in", value: coach.location });
  if (coach.certifications.length > 0) rows.push({ label: "Degree type", value: coach.certifications.join(", ") });
  if (!isBlankContact(coach.email))
    rows.push({
      label: "Email",
      value: (
        <a
          className="-my-2.5 inline-flex min-h-10 items-center gap-1.5 break-all text-primary hover:underline"
          href={`mailto:${coach.email.trim()}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          {coach.email.trim()}
        </a>
      ),
    });
  if (!isBlankContact(coach.phoneNumber))
    rows.push({
      label: "Phone",
      value: (
        <a
          className="-my-2.5 inline-flex min-h-10 items-center gap-1.5 text-primary hover:underline"
          href={`tel:${coach.phoneNumber.replace(/[^\d+]/g, "")}`}
        >
          <Phone className="size-4" aria-hidden="true" />
          {coach.phoneNumber.trim()}
        </a>
      ),
    });
  if (!isBlankContact(coach.website))
    rows.push({
      label: "Website",
      value: (
        <a
          className="-my-2.5 inline-flex min-h-10 items-center gap-1.5 break-all text-primary hover:underline"
          href={websiteHref(coach.website)}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <Globe className="size-4 shrink-0" aria-hidden="true" />
          {coach.website.trim()}
        </a>
      ),
    });
  if (languages.length > 0) rows.push({ label: "Other languages", value: languages.join(", ") });
  if (rows.length === 0) return null;
  return (
    <ProfileSection title="More info">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
            <dd className="text-sm">{row.value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export const VERIFIED_SESSION_LABEL = "Verified session";

export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  if (reviews.length === 0) return <p className="text-muted-foreground">No reviews yet.</p>;
  return (
    <>
      <ul className="divide-y">
        {reviews.map((review) => (
          <li key={review.id} className="py-4 first:pt-0 last:pb-0" data-testid="review">
            <div className="flex flex-wrap items-center gap-3">
              <StarRating rating={review.rating} />
              <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                {dateFormat.format(new Date(review.createdAt))}
              </time>
              {review.verifiedSession ? (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  {VERIFIED_SESSION_LABEL}
                </span>
              ) : null}
            </div>
            {review.comment ? <p className="mt-2 text-sm">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        &lsquo;{VERIFIED_SESSION_LABEL}&rsquo;: the client&apos;s session was paid through us or arranged by our staff.
      </p>
    </>
  );
}

export function ReviewSkeletons() {
  return (
    <div aria-hidden="true" className="space-y-5" data-testid="review-skeletons">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-2" data-testid="review-skeleton">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
