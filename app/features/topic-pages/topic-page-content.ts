// What a topic page says and links to (docs/product/topic-pages.md), made by its loader on the
// server from the taxonomy (common/catalogue/topics.ts), the state and the coaches found: the
// browser only receives the finished words and links.
import { searchParamsFromFilters } from "#common/coaches";
import {
  relatedTopicPages,
  TOPIC_INDEX_PATH,
  TOPIC_PAGES,
  topicPageFor,
  topicPagePath,
  type TopicPage,
} from "#common/catalogue/topic-pages";
import { US_STATES, type UsState } from "#common/catalogue/us-states";

/** Coaches per page: the directory's page size. */
export const TOPIC_PAGE_SIZE = 24;

export interface TopicLink {
  href: string;
  label: string;
}

export interface TopicLinkGroup {
  title: string;
  links: TopicLink[];
}

/** Where the index of topics sits: under the directory. */
export const TOPIC_INDEX_TRAIL: readonly TopicLink[] = [{ href: "/coaches", label: "Find Coach" }];

/** A link to a topic page, named by its topic or group. */
const pageLink = (page: TopicPage): TopicLink => ({ href: topicPagePath(page), label: page.label });

/** A link to a group's page among its topics' links: 'All {group} topics'. */
const groupPageLink = (group: TopicPage): TopicLink => ({ href: topicPagePath(group), label: `All ${group.label} topics` });

/** "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The specializations that serve a topic, or all of a group's topics, each once. */
export function pageSpecializations(page: TopicPage): string[] {
  const topics = page.topic ? [page.topic] : page.group.topics;
  return [...new Set(topics.flatMap((topic) => topic.related))];
}

/** "Relationship coaches for Boundary Setting in California". */
export function topicPageHeading(page: TopicPage, state?: UsState): string {
  return `Relationship coaches for ${page.label}${state ? ` in ${state.name}` : ""}`;
}

/** The page's introduction: what the topic is part of or covers, the specializations that serve it, the place. */
export function topicPageIntroduction(page: TopicPage, state?: UsState): string {
  const specializations = listed(pageSpecializations(page));
  const topics = listed(page.group.topics.map((topic) => topic.label));
  const compare = "Compare their experience, rates and reviews, and book a free consultation with the one who fits.";
  if (page.kind === "group") {
    return state
      ? `Relationship coaches and therapists based in ${state.name} who work on ${page.label}: ${topics}. Their specializations include ${specializations}. ${compare}`
      : `${page.label} covers ${topics}. The coaches below work on these topics, with specializations such as ${specializations}. ${compare}`;
  }
  return state
    ? `Relationship coaches and therapists based in ${state.name} who work on ${page.label}, one of the ${page.group.name} topics, with specializations such as ${specializations}. ${compare}`
    : `${page.label} is one of the ${page.group.name} topics. The coaches below work on it, with specializations such as ${specializations}. ${compare}`;
}

/** The meta description. */
export function topicPageDescription(page: TopicPage, state?: UsState): string {
  const where = state ? ` in ${state.name}` : "";
  const about = page.kind === "group" ? `${page.group.topics.length} topics of ${page.label}` : `${page.label} (${page.group.name})`;
  return `Relationship coaches and therapists${where} for ${about}. Compare specializations, experience, rates and reviews, and book a free consultation.`;
}

/** The page number of `?page=`: 1 when absent, null for anything but a whole number from 1. */
export function topicPageNumber(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}

/** How many pages `total` coaches fill (at least one: a page with no coaches still exists). */
export function topicPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / TOPIC_PAGE_SIZE));
}

/** The address of page `number` of a topic page (page 1 has no number). */
export function topicPageHref(page: TopicPage, state: UsState | undefined, number: number): string {
  return `${topicPagePath(page, state)}${number > 1 ? `?page=${number}` : ""}`;
}

/** The directory filtered as this page is: the topic as its category, the state as its location. */
export function directoryHref(page: TopicPage, state?: UsState): string {
  return `/coaches?${searchParamsFromFilters({ category: page.label, ...(state ? { location: state.name } : {}) }).toString()}`;
}

/** Where the page sits: Find Coach › Topics › group › topic (the current page is not among them). */
export function topicBreadcrumbs(page: TopicPage, state?: UsState): TopicLink[] {
  const trail: TopicLink[] = [...TOPIC_INDEX_TRAIL, { href: TOPIC_INDEX_PATH, label: "Topics" }];
  const group = topicPageFor(page.group.name)!;
  if (page.kind === "topic" || state) trail.push(pageLink(group));
  if (page.kind === "topic" && state) trail.push(pageLink(page));
  return trail;
}

const stateLinks = (page: TopicPage, states: readonly UsState[], except?: UsState): TopicLink[] =>
  states.filter((state) => state !== except).map((state) => ({ href: topicPagePath(page, state), label: state.name }));

/**
 * The links to related pages: a group's topics, a topic's group and siblings, the states where the
 * page's topic has coaches, and on a state's page the same state's other topics that have coaches.
 * `statesOf` answers a page's label with the codes of the states where it has coaches.
 */
export function relatedTopicLinks(
  page: TopicPage,
  state: UsState | undefined,
  statesOf: (label: string) => readonly string[],
): TopicLinkGroup[] {
  const related = relatedTopicPages(page);
  const statesOfPage = (of: TopicPage) => {
    const codes = new Set(statesOf(of.label));
    return US_STATES.filter((s) => codes.has(s.code));
  };
  const hasCoachesIn = (of: TopicPage, where: UsState) => statesOf(of.label).includes(where.code);
  const groups: TopicLinkGroup[] = [];
  if (!state) {
    if (page.kind === "group") {
      groups.push({
        title: `Topics in ${page.label}`,
        links: related.topics.map(pageLink),
      });
    } else {
      groups.push({
        title: `More in ${page.group.name}`,
        links: [groupPageLink(related.group), ...related.topics.map(pageLink)],
      });
    }
    groups.push({ title: `${page.label} by state`, links: stateLinks(page, statesOfPage(page)) });
    if (page.kind === "group") {
      groups.push({
        title: "Other topic groups",
        links: TOPIC_PAGES.filter((other) => other.kind === "group" && other !== page).map(pageLink),
      });
    }
  } else {
    groups.push({
      title: `${page.label} in other states`,
      links: [{ href: topicPagePath(page), label: `${page.label} in every state` }, ...stateLinks(page, statesOfPage(page), state)],
    });
    const nearby = page.kind === "group" ? related.topics : [related.group, ...related.topics];
    groups.push({
      title: page.kind === "group" ? `${page.label} topics in ${state.name}` : `More ${page.group.name} topics in ${state.name}`,
      links: nearby
        .filter((other) => hasCoachesIn(other, state))
        .map((other) => ({ href: topicPagePath(other, state), label: other.label })),
    });
  }
  return groups.filter((group) => group.links.length > 0);
}

/** The index of topics (/coaches/topics): its heading and title, introduction and meta description. */
export const TOPIC_INDEX = {
  heading: "Relationship coaching topics",
  introduction: `Every topic Kindred's relationship coaches and therapists work on, in ${TOPIC_PAGES.filter((page) => page.kind === "group").length} groups. Each page lists the coaches who work on it, with a page for each state where they are based.`,
  description:
    "Every relationship coaching topic on Kindred, each with the coaches and therapists who work on it. Compare specializations, rates and reviews, and book a free consultation.",
};

/** The index's links: one group per topic group, its own page first, then each of its topics' pages. */
export function topicIndexGroups(): TopicLinkGroup[] {
  return TOPIC_PAGES.filter((page) => page.kind === "group").map((group) => ({
    title: group.label,
    links: [groupPageLink(group), ...relatedTopicPages(group).topics.map(pageLink)],
  }));
}
