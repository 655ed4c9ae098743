// A topic page (docs/product/topic-pages.md): /coaches/topics/{topic} for each topic group and topic
// of the taxonomy, and /coaches/topics/{topic}/{state} for each state where the topic has coaches.
// Rendered on the server with the coaches the directory's own read finds for the topic as its
// category (and the state as its location), 24 a page (?page=2 …); an unknown topic or state, a
// state without such coaches, or a page past the last answers HTTP 404 with the not-found page.
import { data } from "react-router";
import type { Route } from "./+types/coaches-topic";
import { toCoachCard } from "#common/coaches";
import { findStateBySlug, findTopicPage, TOPIC_PAGE_INDEX_MINIMUM, TOPIC_PAGES } from "#common/catalogue/topic-pages";
import { topicPageStructuredData } from "../features/topic-pages/structured-data";
import {
  directoryHref,
  relatedTopicLinks,
  topicBreadcrumbs,
  topicPageCount,
  topicPageDescription,
  topicPageHeading,
  topicPageHref,
  topicPageIntroduction,
  topicPageNumber,
  TOPIC_PAGE_SIZE,
} from "../features/topic-pages/topic-page-content";
import { TopicPageView } from "../features/topic-pages/topic-page-view";
import { pageMeta } from "../lib/meta";

const notFound = () => data(null, { status: 404 });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = findTopicPage(params.topic);
  const state = params.state === undefined ? undefined : findStateBySlug(params.state);
  const pageNumber = topicPageNumber(new URL(request.url).searchParams.get("page"));
  if (!page || (params.state !== undefined && !state) || pageNumber === null) throw notFound();
  const offset = (pageNumber - 1) * TOPIC_PAGE_SIZE;
  const [found, categoryStates] = await Promise.all([
    context.services.coaches.listDirectory({ category: page.label, location: state?.name, limit: TOPIC_PAGE_SIZE, offset }),
    context.services.coaches.listCategoryStates(TOPIC_PAGES.map((each) => each.label)),
  ]);
  if ((state && found.total === 0) || (pageNumber > 1 && offset >= found.total)) throw notFound();

  const siteUrl = context.services.site.siteUrl;
  const heading = topicPageHeading(page, state);
  const pageCount = topicPageCount(found.total);
  const canonical = `${siteUrl}${topicPageHref(page, state, pageNumber)}`;
  const coaches = found.items.map(toCoachCard);
  return {
    title: pageNumber > 1 ? `${heading} (page ${pageNumber})` : heading,
    description: topicPageDescription(page, state),
    canonical,
    noindex: found.total < TOPIC_PAGE_INDEX_MINIMUM,
    view: {
      heading,
      introduction: topicPageIntroduction(page, state),
      breadcrumbs: topicBreadcrumbs(page, state),
      current: state?.name ?? page.label,
      coaches,
      total: found.total,
      offset,
      pageNumber,
      pageCount,
      previousHref: pageNumber > 1 ? topicPageHref(page, state, pageNumber - 1) : undefined,
      nextHref: pageNumber < pageCount ? topicPageHref(page, state, pageNumber + 1) : undefined,
      related: relatedTopicLinks(page, state, (label) => categoryStates[label] ?? []),
      directory: {
        href: directoryHref(page, state),
        label: `See ${page.label} coaches${state ? ` in ${state.name}` : ""} in the directory, with every filter`,
      },
      jsonLd: topicPageStructuredData({ name: heading, url: canonical, total: found.total, offset }, coaches, siteUrl),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) {
    return pageMeta(matches, "Page Not Found", "The page you were looking for does not exist.", [{ name: "robots", content: "noindex" }]);
  }
  return pageMeta(matches, loaderData.title, loaderData.description, [
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:url", content: loaderData.canonical },
    ...(loaderData.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ]);
};

export default function CoachesTopic({ loaderData }: Route.ComponentProps) {
  return <TopicPageView {...loaderData.view} />;
}
