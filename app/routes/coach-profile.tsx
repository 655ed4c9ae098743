// A coach's profile (docs/product/directory.md#coach-profile). Server-rendered with the coach (an
// unknown or inactive coach answers HTTP 404 with 'Coach Not Found'); reviews stream in behind 3
// skeleton rows. On client-side navigation the browser asks GET /api/coaches/{id} and /reviews.
// Both ways count a profile view on the server: the loader here, or the API when the page's fetch
// carries the profile-view header.
import { CheckCircle2, Lock, Video } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Await, data, isRouteErrorResponse, Link, type ShouldRevalidateFunctionArgs, useRouteError } from "react-router";
import type { Route } from "./+types/coach-profile";
import { coachImageUrl, formatRating, titleWithoutName, wholeDollarRate, type PublicCoach, type PublicReview } from "#common/coaches";
import { licenseVerifiedLine } from "#common/licence-badge";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { StarRating } from "../components/ui/star-rating";
import { BadgeList, MoreInfo, ProfileSection, ReviewList, ReviewSkeletons } from "../features/coach-profile/profile-sections";
import { profileStructuredData } from "../features/coach-profile/structured-data";
import { BookingButtons, NextFreeTimes, StickyBookingBar } from "../features/coach-profile/booking-actions";
import { ProfileBookingProvider } from "../features/coach-profile/profile-booking";
import { fetchCoach, fetchCoachReviews, fetchProfileMessaging } from "../features/directory/coaches-api";
import { ProfileMessages } from "../features/coach-profile/profile-messages";
import type { ProfileMessaging } from "#common/conversations";
import { pageMeta } from "../lib/meta";

const REVIEWS_SHOWN = 50;
/** When what the profile offers for messages cannot be read: no 'Message' and no reply time. */
const NO_MESSAGING: ProfileMessaging = { acceptsMessages: false, replyTimeHours: null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const coach = await context.services.coaches.getPublicCoach(params.id);
  if (!coach) throw data({ message: "Coach not found" }, { status: 404 });
  if (request.method === "GET") {
    context.services.profileViews.count(coach.id, { address: context.clientAddress, userAgent: request.headers.get("user-agent") });
  }
  const reviews = context.services.coaches.listReviews(coach.id, { limit: REVIEWS_SHOWN, offset: 0 }).then((page) => page.items);
  return {
    coach: coach as PublicCoach | Promise<PublicCoach | null>,
    reviews: reviews as Promise<PublicReview[]>,
    messaging: context.services.conversations.profileMessaging(coach.id),
    jsonLd: profileStructuredData(coach, context.services.site.siteUrl) as string | undefined,
  };
}

// An explicit reload of the page's data (the booking dialog's, once someone signs in or confirms there)
// refreshes the frame's account only: reloading the coach would put the profile back behind its
// loading state and close the dialog.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href === nextUrl.href && !formMethod ? false : defaultShouldRevalidate;
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return {
    coach: fetchCoach(params.id, request.signal, { asProfileView: true }) as PublicCoach | Promise<PublicCoach | null>,
    reviews: fetchCoachReviews(params.id, request.signal),
    messaging: fetchProfileMessaging(params.id, request.signal).catch(() => NO_MESSAGING),
  };
}

function coachTitle(coach: PublicCoach): string {
  const title = titleWithoutName(coach.title, coach.firstName, coach.lastName);
  return `${coach.firstName} ${coach.lastName}${title ? `, ${title}` : ""}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const coach = loaderData && !(loaderData.coach instanceof Promise) ? loaderData.coach : null;
  if (error)
    return pageMeta(matches, "Coach Not Found", "The coach profile you're looking for doesn't exist.", [
      { name: "robots", content: "noindex" },
    ]);
  if (!coach) return pageMeta(matches, "Coach Profile", "A relationship coach's specializations, experience, rates and client reviews.");
  return pageMeta(matches, coachTitle(coach), coach.bio.length > 155 ? `${coach.bio.slice(0, 152).trimEnd()}…` : coach.bio, [
    { property: "og:type", content: "profile" },
    { tagName: "link", rel: "canonical", href: `${siteUrlFrom(matches)}/coaches/${coach.id}` },
  ]);
};

function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root");
  const site = ((root?.loaderData ?? root?.data) as { site?: { siteUrl?: string } } | undefined)?.site;
  return site?.siteUrl ?? "";
}

/** The structured data the server wrote (a client-side navigation has none: it is for search engines). */
function JsonLd({ json }: { json?: string }) {
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

function CoachNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">Coach Not Found</h1>
      <p className="mt-3 text-muted-foreground">The coach profile you're looking for doesn't exist.</p>
      <Button asChild className="mt-8">
        <Link to="/coaches">Browse coaches</Link>
      </Button>
    </section>
  );
}

function Profile({
  coach,
  reviews,
  messaging,
  jsonLd,
}: {
  coach: PublicCoach;
  reviews: Promise<PublicReview[]>;
  messaging: Promise<ProfileMessaging>;
  jsonLd?: string;
}) {
  const price = wholeDollarRate(coach.hourlyRate);

  // After a client-side navigation the title could not be known up front.
  useEffect(() => {
    const brand = document.title.includes(" | ") ? document.title.split(" | ").pop() : "";
    document.title = `${coachTitle(coach)}${brand ? ` | ${brand}` : ""}`;
  }, [coach]);

  const booking = { id: coach.id, firstName: coach.firstName, name: `${coach.firstName} ${coach.lastName}`, price };
  return (
    <ProfileBookingProvider coach={booking}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <JsonLd json={jsonLd} />
        <Link to="/coaches" className="-my-2.5 inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline">
          ← Back to coaches
        </Link>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <ProfileHeader coach={coach} price={price} />
          <BookingPanel price={price} messages={<ProfileMessages messaging={messaging} coachId={coach.id} />} />
          <div className="flex flex-col gap-6 lg:col-start-1">
            {coach.specializations.length > 0 ? (
              <ProfileSection title="Specializations">
                <BadgeList items={coach.specializations} label="Specializations" />
              </ProfileSection>
            ) : null}
            <ProfileSection title="About">
              <p className="leading-relaxed whitespace-pre-line">{coach.bio}</p>
            </ProfileSection>
            {coach.sessionTypes.length > 0 ? (
              <ProfileSection title="Session Types">
                <BadgeList items={coach.sessionTypes} label="Session types" />
              </ProfileSection>
            ) : null}
            <MoreInfo coach={coach} />
            <ProfileSection title="Client Reviews">
              <Suspense fallback={<ReviewSkeletons />}>
                <Await resolve={reviews} errorElement={<p className="text-muted-foreground">Reviews could not be loaded.</p>}>
                  {(list) => <ReviewList reviews={list} />}
                </Await>
              </Suspense>
            </ProfileSection>
          </div>
        </div>
        <StickyBookingBar />
      </div>
    </ProfileBookingProvider>
  );
}

/** The rate per session, or 'Contact for pricing' when the coach has none. */
function SessionRate({ price }: { price: string | null }) {
  return (
    <div>
      <p className="text-sm text-muted-foreground">Session Rate</p>
      {price ? (
        <p>
          <span className="text-2xl font-bold">{price}</span> <span className="text-muted-foreground">per session</span>
        </p>
      ) : (
        <p className="text-lg font-semibold">Contact for pricing</p>
      )}
    </div>
  );
}

/** Photo, name and title, rating, experience (and the rate, on narrow screens). */
function ProfileHeader({ coach, price }: { coach: PublicCoach; price: string | null }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  const title = titleWithoutName(coach.title, coach.firstName, coach.lastName);
  return (
    <header className="flex flex-col gap-5 rounded-xl border bg-background p-5 sm:flex-row sm:items-center sm:p-6">
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Photo of {name}" tells whose photo it is; the name alone would read as a heading */}
      <img
        src={coachImageUrl(coach)}
        alt={`Photo of ${name}`}
        width={112}
        height={112}
        className="size-28 shrink-0 rounded-full bg-muted object-cover"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
        {title ? <p className="mt-1 text-muted-foreground">{title}</p> : null}
        {coach.licenseVerified && coach.verifiedLicenseState && coach.verifiedLicenseExpiresOn ? (
          // A current licence staff checked with the state board (docs/product/verified-licences.md).
          <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {licenseVerifiedLine(coach.verifiedLicenseState, coach.verifiedLicenseExpiresOn)}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <StarRating rating={coach.rating} size="md" />
          <span className="font-semibold">{formatRating(coach.rating)}</span>
          <span className="text-muted-foreground">({coach.totalReviews} reviews)</span>
        </p>
        <p className="mt-1 text-sm font-medium">{coach.experience}+ years experience</p>
        <div className="mt-3 lg:hidden">
          <SessionRate price={price} />
        </div>
      </div>
    </header>
  );
}

/** Booking: the one primary action and the next free times (beside the profile on wide screens, and kept in view). */
function BookingPanel({ price, messages }: { price: string | null; messages: React.ReactNode }) {
  return (
    <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
      <div className="flex flex-col gap-4 rounded-xl border bg-background p-5 shadow-sm sm:p-6">
        <div className="hidden lg:block">
          <SessionRate price={price} />
        </div>
        <BookingButtons />
        {messages}
        <NextFreeTimes />
        <ul className="space-y-2 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <Video className="size-4 text-primary" aria-hidden="true" />
            Video or in-person sessions
          </li>
          <li className="flex items-center gap-2">
            <Lock className="size-4 text-primary" aria-hidden="true" />
            100% confidential
          </li>
          <li className="flex items-center gap-2">
            <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
            Free 15-minute consultation
          </li>
        </ul>
      </div>
    </aside>
  );
}

export default function CoachProfile({ loaderData }: Route.ComponentProps) {
  const coach = loaderData.coach;
  const jsonLd = "jsonLd" in loaderData ? loaderData.jsonLd : undefined;
  // Rendered on the server, the coach is known: the page (and its structured data) is in the first
  // bytes, not streamed after a spinner. After a client-side navigation it may still be on its way.
  if (!(coach instanceof Promise) && !isThenable(coach)) {
    return coach ? (
      <Profile key={coach.id} coach={coach} reviews={loaderData.reviews} messaging={loaderData.messaging} jsonLd={jsonLd} />
    ) : (
      <CoachNotFound />
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading coach profile..." className="min-h-[60vh]" />}>
      <Await resolve={loaderData.coach} errorElement={<CoachNotFound />}>
        {(coach) =>
          coach ? (
            <Profile key={coach.id} coach={coach} reviews={loaderData.reviews} messaging={loaderData.messaging} jsonLd={jsonLd} />
          ) : (
            <CoachNotFound />
          )
        }
      </Await>
    </Suspense>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CoachNotFound />;
  throw error;
}
