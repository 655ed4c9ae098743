// The topic and place pages (docs/product/topic-pages.md): one page per topic group and per topic of
// the taxonomy (topics.ts), at /coaches/topics/{topic}, and one per topic and US state with coaches
// there, at /coaches/topics/{topic}/{state}. Their addresses are made here alone, so the pages, the
// sitemap and every link to them (the quiz's, the matching's) agree.
import { TOPIC_GROUPS, type Topic, type TopicGroup } from "./topics";
import { US_STATES, type UsState } from "./us-states";

export interface TopicPage {
  /** The address's segment: "attachment-intimacy", "boundary-setting". */
  slug: string;
  kind: "group" | "topic";
  /** The group's name or the topic's label: what the page is about, and the directory's `category`. */
  label: string;
  /** The group itself, or the topic's group. */
  group: TopicGroup;
  /** The topic, on a topic's page. */
  topic?: Topic;
}

/** A name as an address segment: lower case, letters and digits, words joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "Attachment & Intimacy" → "attachment-intimacy"; "Boundary Setting" → "boundary-setting". */
export const topicSlug = (groupNameOrTopicLabel: string): string => slugify(groupNameOrTopicLabel);

/** "New York" → "new-york". */
export const stateSlug = (state: Pick<UsState, "name">): string => slugify(state.name);

/** Every page of the taxonomy: each group, followed by its topics. */
export const TOPIC_PAGES: readonly TopicPage[] = TOPIC_GROUPS.flatMap((group) => [
  { slug: topicSlug(group.name), kind: "group" as const, label: group.name, group },
  ...group.topics.map((topic) => ({ slug: topicSlug(topic.label), kind: "topic" as const, label: topic.label, group, topic })),
]);

const PAGES_BY_SLUG = new Map(TOPIC_PAGES.map((page) => [page.slug, page]));
const STATES_BY_SLUG = new Map(US_STATES.map((state) => [stateSlug(state), state]));

/** The page of a slug; undefined for one the taxonomy does not have. */
export function findTopicPage(slug: string): TopicPage | undefined {
  return PAGES_BY_SLUG.get(slug);
}

/** The page of a group's name or a topic's label (case does not count); undefined for other text. */
export function topicPageFor(groupNameOrTopicLabel: string): TopicPage | undefined {
  return PAGES_BY_SLUG.get(topicSlug(groupNameOrTopicLabel));
}

/** The state of a slug ("california"); undefined for anything else (a code such as "ca" included). */
export function findStateBySlug(slug: string): UsState | undefined {
  return STATES_BY_SLUG.get(slug);
}

/** The page that lists every topic page, grouped as the taxonomy is. */
export const TOPIC_INDEX_PATH = "/coaches/topics";

/** The address of a topic page, or of its page for a state: "/coaches/topics/boundary-setting/california". */
export function topicPagePath(page: Pick<TopicPage, "slug">, state?: Pick<UsState, "name">): string {
  return `/coaches/topics/${page.slug}${state ? `/${stateSlug(state)}` : ""}`;
}

/** The pages next to this one: a group's topics, or a topic's group and its sibling topics. */
export function relatedTopicPages(page: TopicPage): { group: TopicPage; topics: TopicPage[] } {
  const group = findTopicPage(topicSlug(page.group.name))!;
  const topics = page.group.topics.map((topic) => findTopicPage(topicSlug(topic.label))!).filter((topic) => topic.slug !== page.slug);
  return { group, topics };
}

/** A page needs at least this many coaches to be indexed; below it, it says `noindex`. */
export const TOPIC_PAGE_INDEX_MINIMUM = 3;
