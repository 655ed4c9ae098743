import { describe, expect, it } from "vitest";
import { findStateBySlug, findTopicPage, TOPIC_PAGES, topicPagePath } from "#common/catalogue/topic-pages";
import { US_STATES } from "#common/catalogue/us-states";
import {
  directoryHref,
  relatedTopicLinks,
  topicBreadcrumbs,
  topicIndexGroups,
  topicPageCount,
  topicPageDescription,
  topicPageHeading,
  topicPageHref,
  topicPageIntroduction,
  topicPageNumber,
} from "./topic-page-content";
import { topicPageStructuredData } from "./structured-data";

const california = findStateBySlug("california")!;
const boundaries = findTopicPage("boundary-setting")!;
const group = findTopicPage("communication-boundaries")!;

describe("what a topic page says", () => {
  it("gives every topic page and topic page of a state its own heading, introduction and description", () => {
    const places = [undefined, ...US_STATES];
    for (const write of [topicPageHeading, topicPageIntroduction, topicPageDescription]) {
      const texts = TOPIC_PAGES.flatMap((page) => places.map((state) => write(page, state)));
      expect(new Set(texts).size, write.name).toBe(TOPIC_PAGES.length * places.length);
    }
  });

  it("writes the heading from the topic and the state, and the introduction from its group and specializations", () => {
    expect(topicPageHeading(boundaries, california)).toBe("Relationship coaches for Boundary Setting in California");
    expect(topicPageHeading(group)).toBe("Relationship coaches for Communication & Boundaries");
    const introduction = topicPageIntroduction(boundaries, california);
    expect(introduction).toContain("based in California");
    expect(introduction).toContain("Communication & Boundaries");
    expect(introduction).toContain("Communication Skills");
    expect(topicPageIntroduction(group)).toContain("Boundary Setting, Healthy Communication Skills, Navigating Conflict");
  });
});

describe("paging a topic page", () => {
  it("reads ?page= as a whole number from 1, and anything else as no page", () => {
    expect(topicPageNumber(null)).toBe(1);
    expect(topicPageNumber("2")).toBe(2);
    for (const value of ["0", "-1", "1.5", "two", "", "02", "999999"]) expect(topicPageNumber(value), value).toBeNull();
  });

  it("counts pages of 24, at least one, and leaves the number out of the first page's address", () => {
    expect([0, 1, 24, 25, 48, 49].map(topicPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(topicPageHref(boundaries, california, 1)).toBe("/coaches/topics/boundary-setting/california");
    expect(topicPageHref(boundaries, undefined, 3)).toBe("/coaches/topics/boundary-setting?page=3");
  });
});

describe("the links of a topic page", () => {
  const statesOf = (label: string) =>
    label === "Boundary Setting" ? ["CA", "NY"] : label === "Communication & Boundaries" ? ["CA", "NY", "TX"] : ["CA"];

  it("lead from a topic to its group, its siblings and its states", () => {
    const [more, byState] = relatedTopicLinks(boundaries, undefined, statesOf);
    expect(more.links[0]).toEqual({ href: "/coaches/topics/communication-boundaries", label: "All Communication & Boundaries topics" });
    expect(more.links.map((link) => link.label)).toContain("Navigating Conflict");
    expect(byState.links).toEqual([
      { href: "/coaches/topics/boundary-setting/california", label: "California" },
      { href: "/coaches/topics/boundary-setting/new-york", label: "New York" },
    ]);
  });

  it("lead from a group to its topics, its states and the other groups", () => {
    const [topics, byState, others] = relatedTopicLinks(group, undefined, statesOf);
    expect(topics.links).toHaveLength(5);
    expect(byState.links.map((link) => link.label)).toEqual(["California", "New York", "Texas"]);
    expect(others.links).toHaveLength(9);
  });

  it("lead from a topic's state page to its other states and to the same state's topics that have coaches", () => {
    const [states, nearby] = relatedTopicLinks(boundaries, california, statesOf);
    expect(states.links).toEqual([
      { href: "/coaches/topics/boundary-setting", label: "Boundary Setting in every state" },
      { href: "/coaches/topics/boundary-setting/new-york", label: "New York" },
    ]);
    expect(nearby.links[0]).toEqual({ href: "/coaches/topics/communication-boundaries/california", label: "Communication & Boundaries" });
    expect(nearby.links.every((link) => link.href.endsWith("/california"))).toBe(true);
  });

  it("place the page under its group and topic, and open the directory filtered the same way", () => {
    expect(topicBreadcrumbs(boundaries, california).map((crumb) => crumb.href)).toEqual([
      "/coaches",
      "/coaches/topics",
      "/coaches/topics/communication-boundaries",
      "/coaches/topics/boundary-setting",
    ]);
    expect(topicBreadcrumbs(group).map((crumb) => crumb.href)).toEqual(["/coaches", "/coaches/topics"]);
    expect(directoryHref(boundaries, california)).toBe("/coaches?category=Boundary+Setting&location=California");
  });
});

describe("a topic page's structured data", () => {
  it("is an ItemList of the coaches listed, numbered from the page's first", () => {
    const text = topicPageStructuredData(
      {
        name: "Relationship coaches for Boundary Setting",
        url: "https://kindred.example/coaches/topics/boundary-setting?page=2",
        total: 30,
        offset: 24,
      },
      [{ id: "a1", firstName: "Ada", lastName: "</script>" }],
      "https://kindred.example",
    );
    expect(text).not.toContain("</script>");
    const json = JSON.parse(text) as unknown;
    expect(json).toMatchObject({
      "@type": "ItemList",
      numberOfItems: 30,
      itemListElement: [{ "@type": "ListItem", position: 25, url: "https://kindred.example/coaches/a1", name: "Ada </script>" }],
    });
  });
});

describe("the index of topics", () => {
  it("links to every topic page once, a section per group with the group's own page first", () => {
    const groups = topicIndexGroups();
    expect(groups.map((group) => group.title)).toEqual(TOPIC_PAGES.filter((page) => page.kind === "group").map((page) => page.label));
    expect(groups.flatMap((group) => group.links.map((link) => link.href))).toEqual(TOPIC_PAGES.map((page) => topicPagePath(page)));
    expect(groups[0].links[0].label).toBe(`All ${groups[0].title} topics`);
  });
});
