// Home (docs/product/frame-and-home.md#home). Rendered on the server with the featured coaches streamed in
// (6 skeletons until they arrive); on client-side navigation the browser asks GET /api/coaches.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { toCoachCardPage, type CoachCardData, type Page } from "#common/coaches";
import { Button } from "../components/ui/button";
import { CoachCard, CoachCardSkeletons, CoachGrid } from "../features/directory/coach-card";
import { fetchCoachPage } from "../features/directory/coaches-api";
import { HeroSearch } from "../features/home/hero-search";
import { CoachOrTherapist, HowItWorks, TopicsWeCover } from "../features/home/home-sections";
import { pageMeta } from "../lib/meta";

export const FEATURED_COUNT = 6;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Find a Relationship Coach",
    "Find certified relationship coaches and licensed therapists. Book a free 15-minute consultation and get affordable, on-demand, real human advice on love, dating and intimacy.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { featured: context.services.coaches.listDirectory({ limit: FEATURED_COUNT, offset: 0 }).then(toCoachCardPage) };
}

export function clientLoader() {
  return { featured: fetchCoachPage(new URLSearchParams()) };
}

function FeaturedCoaches({ featured }: { featured: Promise<Page<CoachCardData>> | Page<CoachCardData> }) {
  return (
    <section aria-labelledby="featured-coaches" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-coaches" className="text-3xl font-bold tracking-tight">
            Featured Coaches
          </h2>
          <p className="mt-2 text-muted-foreground">Real people with real training, ready to listen.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/coaches">View All Coaches</Link>
        </Button>
      </div>
      <div className="mt-8">
        <Suspense
          fallback={
            <CoachGrid busy>
              <CoachCardSkeletons count={FEATURED_COUNT} />
            </CoachGrid>
          }
        >
          <Await resolve={featured} errorElement={<CoachGrid>{null}</CoachGrid>}>
            {(page) =>
              page.items.length === 0 ? (
                <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
                  No coaches available at the moment.
                </p>
              ) : (
                <CoachGrid>
                  {page.items.slice(0, FEATURED_COUNT).map((coach, index) => (
                    <CoachCard key={coach.id} coach={coach} cardId={`f${index}`} />
                  ))}
                </CoachGrid>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Find Your <span className="text-primary">Relationship Coach</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Affordable, on-demand, real human advice on love, dating and intimacy from certified coaches and licensed therapists. Start with
            a free 15-minute consultation.
          </p>
          <div className="mt-8 w-full max-w-2xl">
            <HeroSearch />
          </div>
        </div>
      </section>
      <FeaturedCoaches featured={loaderData.featured} />
      <HowItWorks />
      <CoachOrTherapist />
      <TopicsWeCover />
    </>
  );
}
