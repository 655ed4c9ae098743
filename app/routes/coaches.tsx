// The coach directory (docs/product/directory.md#directory-page). The applied filters and the order
// live in the address. The first page is rendered on the server; when filters or the order change,
// the browser asks GET /api/coaches (9 skeletons meanwhile), and 'Load more' pages through the same call.
import { Suspense, use, useEffect, useRef, useState } from "react";
import { Await, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/coaches";
import {
  DIRECTORY_PAGE_SIZE,
  filtersFromSearchParams,
  searchParamsFromFilters,
  toCoachCardPage,
  type CoachCardData,
  type DirectoryFilters,
  type Page,
} from "#common/coaches";
import { sortFromSearchParams, withSort, type DirectorySort } from "#common/directory-sort";
import { parseDirectoryFilters } from "#common/directory-query";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { CoachCard, CoachCardSkeletons, CoachGrid } from "../features/directory/coach-card";
import { coachCardsHtml } from "../features/directory/coach-cards.server";
import { fetchCoachPage } from "../features/directory/coaches-api";
import { DirectoryFilterControls } from "../features/directory/directory-filters";
import { useNextAvailableInViewerZone } from "../features/directory/next-available";
import { SortSelect } from "../features/directory/sort-select";
import { pageMeta } from "../lib/meta";
import { KeepServerHtml, useRenderOnly } from "../lib/render-only";
import { useHydrated } from "../lib/use-hydrated";

export const DIRECTORY_SKELETONS = 9;

/**
 * A page of results as the component gets it. After a server render the first page's cards are
 * already HTML: the browser gets only how many there are (`rendered`), not their data again.
 */
type ResultPage = Page<CoachCardData> & { rendered?: number };

const FIRST_PAGE = "directory:first-page";
const FIRST_CARDS = "directory-first-page";

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { filters, query } = parseDirectoryFilters(filtersFromSearchParams(params));
  const sort = sortFromSearchParams(params);
  const page = context.services.coaches.listDirectory({ ...query, sort }).then(toCoachCardPage);
  context.renderOnly.set(
    FIRST_PAGE,
    page.then(({ items }) => coachCardsHtml(items)),
  );
  const result: Promise<ResultPage> = page.then(({ items, total }) => ({ items: [], total, rendered: items.length }));
  return { filters, sort, result };
}

/** The first page's cards as the server drew them (their data stays on the server). */
function ServerRenderedCards() {
  const html = useRenderOnly<Promise<string>>(FIRST_PAGE);
  return <KeepServerHtml id={FIRST_CARDS} html={html ? use(html) : undefined} />;
}

// The server checks the filters (GET /api/coaches answers 400 to a value it refuses); the pages'
// own links only carry values the filter card offers.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = filtersFromSearchParams(params);
  const sort = sortFromSearchParams(params);
  const result: Promise<ResultPage> = fetchCoachPage(withSort(searchParamsFromFilters(filters), sort), request.signal);
  return { filters, sort, result };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const search = loaderData?.filters.search;
  return pageMeta(
    matches,
    search ? `Coaches for "${search}"` : "Find Coach",
    search
      ? `Certified relationship coaches and licensed therapists with specializations related to "${search}". Compare experience, rates and reviews, and book a free consultation.`
      : "Browse certified relationship coaches and licensed therapists. Filter by topic, budget, availability, language, location, insurance and more.",
  );
};

interface ResultsProps {
  first: ResultPage;
  filters: DirectoryFilters;
  sort: DirectorySort;
  /** The filters were just applied, so focus goes to the count of what they found. */
  focusCount: boolean;
}

function Results({ first, filters, sort, focusCount }: ResultsProps) {
  const count = useRef<HTMLParagraphElement>(null);
  useNextAvailableInViewerZone();
  useEffect(() => {
    if (focusCount) count.current?.focus({ preventScroll: false });
  }, [focusCount]);
  // The server's cards, unless this part was drawn in the browser before they arrived (a router
  // update while the page still streams does that): then they are fetched as the next page is.
  const [rendered] = useState(() => (typeof document === "undefined" || document.getElementById(FIRST_CARDS) ? (first.rendered ?? 0) : 0));
  const missing = rendered < (first.rendered ?? 0);
  const [pages, setPages] = useState<CoachCardData[][]>([first.items]);
  const [total, setTotal] = useState(first.total);
  const [loadingMore, setLoadingMore] = useState(missing);
  const [loadFailed, setLoadFailed] = useState(false);
  const coaches = pages.flat();
  const shown = rendered + coaches.length;

  const fetchNext = async () => {
    try {
      const next = await fetchCoachPage(withSort(searchParamsFromFilters(filters, { limit: DIRECTORY_PAGE_SIZE, offset: shown }), sort));
      setPages((current) => [...current, next.items]);
      setTotal(next.total);
    } catch {
      setLoadFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };
  const loadMore = () => {
    setLoadingMore(true);
    setLoadFailed(false);
    void fetchNext();
  };
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- its state is set when the answer comes, after an await
    if (missing) void fetchNext();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the cards the server's HTML did not bring
  }, []);

  return (
    <>
      <h2 className="sr-only">Results</h2>
      <p ref={count} id="results" tabIndex={-1} className="scroll-mt-24 text-sm text-muted-foreground">
        Showing {total} relationship coaches
      </p>
      {shown === 0 && !loadingMore ? (
        <div className="mt-6 rounded-xl border border-dashed p-10 text-center">
          <p className="text-lg font-semibold">No coaches found matching your criteria.</p>
          <p className="mt-2 text-muted-foreground">Try adjusting your filters to see more results.</p>
        </div>
      ) : (
        <div className="mt-6">
          <CoachGrid>
            {rendered ? <ServerRenderedCards /> : null}
            {coaches.map((coach, index) => (
              <CoachCard key={coach.id} coach={coach} cardId={`c${rendered + index}`} />
            ))}
          </CoachGrid>
          {shown < total ? (
            <div className="mt-8 flex flex-col items-center gap-2">
              <Button variant="outline" size="lg" onClick={loadMore} disabled={loadingMore}>
                {loadingMore ? "Loading..." : "Load more"}
              </Button>
              {loadFailed ? (
                <p role="alert" className="text-sm text-destructive">
                  We couldn't load more coaches. Please try again.
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}

/**
 * The very first load (streamed from the server) shows a full-page spinner; later loads, when
 * filters are applied in the browser, show skeleton cards. Decided here, not in the page, so that
 * hydrating does not re-render the page around results still on their way.
 */
function ResultsLoading() {
  const hydrated = useHydrated();
  return hydrated ? (
    <CoachGrid busy>
      <CoachCardSkeletons count={DIRECTORY_SKELETONS} />
    </CoachGrid>
  ) : (
    <Spinner label="Loading..." className="min-h-[60vh]" />
  );
}

function LoadFailed() {
  return (
    <div role="alert" className="rounded-xl border border-dashed p-10 text-center">
      <p className="font-semibold">We couldn't load coaches right now.</p>
      <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}

export default function Coaches({ loaderData }: Route.ComponentProps) {
  const { filters, sort, result } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const search = filters.search;

  // Set when the filters are applied here (not on the first load, nor back and forward).
  const applied = useRef(false);
  const show = (next: DirectoryFilters, order: DirectorySort) => {
    const query = withSort(searchParamsFromFilters(next), order).toString();
    navigate(query ? `/coaches?${query}` : "/coaches");
  };
  const apply = (next: DirectoryFilters) => {
    applied.current = true;
    show(next, sort);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="relative mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{search ? `Coaches for "${search}"` : "Find Coach"}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          {search
            ? `Showing coaches with specializations related to "${search}".`
            : "Browse our network of certified relationship coaches and find the perfect match for your needs."}
        </p>
        {/* Past the dozen filters to the results' count in one key (WCAG 2.4.1); shown when focused. */}
        <a
          href="#results"
          className="sr-only focus:not-sr-only focus:absolute focus:top-full focus:left-0 focus:z-10 focus:mt-1 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary focus:shadow"
        >
          Skip to results
        </a>
      </header>

      <DirectoryFilterControls applied={filters} onApply={apply} />

      <section aria-label="Coaches" className="mt-8">
        {/* Focus stays on the select: the list below changes, the place does not. */}
        <SortSelect
          value={sort}
          onChange={(order) => {
            applied.current = false;
            show(filters, order);
          }}
        />
        <Suspense key={location.search} fallback={<ResultsLoading />}>
          <Await resolve={result} errorElement={<LoadFailed />}>
            {(page) => <Results key={location.search} first={page} filters={filters} sort={sort} focusCount={applied.current} />}
          </Await>
        </Suspense>
      </section>
    </div>
  );
}
