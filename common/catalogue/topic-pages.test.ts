import { describe, expect, it } from "vitest";
import { findStateBySlug, findTopicPage, relatedTopicPages, stateSlug, topicPageFor, topicPagePath, TOPIC_PAGES } from "./topic-pages";
import { TOPIC_GROUPS } from "./topics";
import { US_STATES } from "./us-states";

describe("topic page addresses", () => {
  it("give every group and every topic of the taxonomy one page, with a slug of its own", () => {
    const labels = TOPIC_GROUPS.flatMap((group) => [group.name, ...group.topics.map((topic) => topic.label)]);
    expect(TOPIC_PAGES.map((page) => page.label)).toEqual(labels);
    const slugs = TOPIC_PAGES.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("read as the issue names them", () => {
    expect(topicPageFor("Attachment & Intimacy")?.slug).toBe("attachment-intimacy");
    expect(topicPageFor("boundary setting")?.slug).toBe("boundary-setting");
    expect(topicPageFor("Attachment Styles (Anxious / Avoidant / Secure)")?.slug).toBe("attachment-styles-anxious-avoidant-secure");
    expect(topicPageFor("Career/Work–Life Balance in Relationships")?.slug).toBe("career-work-life-balance-in-relationships");
    expect(topicPagePath(findTopicPage("boundary-setting")!, findStateBySlug("california"))).toBe(
      "/coaches/topics/boundary-setting/california",
    );
    expect(topicPageFor("Dating Confidence")).toBeUndefined();
  });

  it("find every state by its slug, and nothing else", () => {
    for (const state of US_STATES) expect(findStateBySlug(stateSlug(state))).toBe(state);
    expect(stateSlug({ name: "New York" })).toBe("new-york");
    expect(findStateBySlug("ca")).toBeUndefined();
    expect(findStateBySlug("California")).toBeUndefined();
  });

  it("tie a topic to its group and siblings, and a group to its topics", () => {
    const topic = findTopicPage("boundary-setting")!;
    const related = relatedTopicPages(topic);
    expect(related.group.slug).toBe("communication-boundaries");
    expect(related.topics.map((page) => page.label)).toEqual([
      "Healthy Communication Skills",
      "Navigating Conflict",
      "Digital Dating & Ghosting",
      "Situationships & Undefined Relationships",
    ]);
    expect(relatedTopicPages(related.group).topics).toHaveLength(5);
  });
});
