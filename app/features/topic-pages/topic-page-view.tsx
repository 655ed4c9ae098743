// A topic page as the visitor sees it (docs/product/topic-pages.md): where it sits, its heading and
// introduction, the coaches (the directory's cards), the pages of the list, the related pages and
// the directory filtered the same way. Everything it says was made by the loader.
import { Link } from "react-router";
import type { CoachCardData } from "#common/coaches";
import { CoachCard, CoachGrid } from "../directory/coach-card";
import type { TopicLink, TopicLinkGroup } from "./topic-page-content";
import { TopicBreadcrumb, TopicLinkSections } from "./topic-links";

export interface TopicPageViewProps {
  heading: string;
  introduction: string;
  breadcrumbs: TopicLink[];
  /** The page's own place in the breadcrumb: the state, or the topic. */
  current: string;
  coaches: CoachCardData[];
  total: number;
  offset: number;
  pageNumber: number;
  pageCount: number;
  previousHref?: string;
  nextHref?: string;
  related: TopicLinkGroup[];
  directory: TopicLink;
  jsonLd: string;
}

const coachesWord = (count: number) => (count === 1 ? "relationship coach" : "relationship coaches");

export function TopicPageView(props: TopicPageViewProps) {
  const { heading, introduction, breadcrumbs, coaches, total, offset, pageNumber, pageCount, related, directory } = props;
  const shown =
    total === 0
      ? null
      : pageCount > 1
        ? `Showing ${offset + 1}–${offset + coaches.length} of ${total} ${coachesWord(total)}`
        : `Showing ${total} ${coachesWord(total)}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: props.jsonLd }} />
      <TopicBreadcrumb trail={breadcrumbs} current={props.current} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{heading}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{introduction}</p>
      </header>

      <section aria-labelledby="topic-coaches">
        <h2 id="topic-coaches" className="sr-only">
          Coaches
        </h2>
        {shown ? <p className="text-sm text-muted-foreground">{shown}</p> : null}
        {coaches.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed p-10 text-center">
            <p className="text-lg font-semibold">No coaches work on this topic yet.</p>
            <p className="mt-2 text-muted-foreground">Browse the whole directory to find a coach for what you need.</p>
          </div>
        ) : (
          <div className="mt-6">
            <CoachGrid>
              {coaches.map((coach, index) => (
                <CoachCard key={coach.id} coach={coach} cardId={`c${index}`} />
              ))}
            </CoachGrid>
          </div>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Pages of coaches" className="mt-8 flex flex-wrap items-center justify-center gap-3 text-sm">
            {props.previousHref ? (
              <Link
                to={props.previousHref}
                rel="prev"
                className="inline-flex min-h-10 items-center rounded-md border px-4 font-medium hover:bg-muted"
              >
                ← Previous page
              </Link>
            ) : null}
            <span className="text-muted-foreground">
              Page {pageNumber} of {pageCount}
            </span>
            {props.nextHref ? (
              <Link
                to={props.nextHref}
                rel="next"
                className="inline-flex min-h-10 items-center rounded-md border px-4 font-medium hover:bg-muted"
              >
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
        <p className="mt-8">
          <Link to={directory.href} className="inline-flex min-h-10 items-center font-medium text-primary hover:underline">
            {directory.label}
          </Link>
        </p>
      </section>

      <TopicLinkSections groups={related} />
    </div>
  );
}
