// The index of topics (docs/product/topic-pages.md): /coaches/topics lists every topic page, a section
// per topic group with the group's own page and its topics' pages. Server-rendered from the taxonomy
// alone (no coaches are read), so it is the same for everyone and kept by the public cache.
import type { Route } from "./+types/coaches-topics";
import { TOPIC_INDEX_PATH } from "#common/catalogue/topic-pages";
import { TopicBreadcrumb, TopicLinkSections } from "../features/topic-pages/topic-links";
import { TOPIC_INDEX, TOPIC_INDEX_TRAIL, topicIndexGroups } from "../features/topic-pages/topic-page-content";
import { pageMeta } from "../lib/meta";

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${context.services.site.siteUrl}${TOPIC_INDEX_PATH}`, groups: topicIndexGroups() };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, TOPIC_INDEX.heading, TOPIC_INDEX.description, [
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:url", content: loaderData.canonical },
  ]);

export default function CoachesTopics({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <TopicBreadcrumb trail={TOPIC_INDEX_TRAIL} current="Topics" />
      <header className="mb-2">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{TOPIC_INDEX.heading}</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">{TOPIC_INDEX.introduction}</p>
      </header>
      <TopicLinkSections groups={loaderData.groups} />
    </div>
  );
}
