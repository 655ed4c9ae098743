import { describe, expect, it } from "vitest";
import { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_INDEX_CHIPS } from "./blog-options";
import {
  ADMIN_LANGUAGES,
  APPLICATION_SPECIALIZATIONS,
  BUDGET_TIERS,
  CERTIFICATIONS,
  INSURERS,
  LOCATION_FILTER_OPTIONS,
} from "./coach-options";
import { ALL_TOPICS, specializationsForTopic, stripLeadingEmoji, TOPIC_GROUPS, TRENDING_TOPICS } from "./topics";
import { findUsState, US_STATES } from "./us-states";

describe("the marketplace catalogue", () => {
  it("has the 10 topic groups of the specification", () => {
    expect(TOPIC_GROUPS.map((g) => g.name)).toEqual([
      "Identity & Self-Exploration",
      "Communication & Boundaries",
      "Attachment & Intimacy",
      "Sexual Health & Functioning",
      "Relationship Transitions",
      "Family & Parenting",
      "Cultural & Social Dynamics",
      "Mental Health & Relationships",
      "Technology & Modern Dating",
      "Personal Growth in Relationships",
    ]);
    expect(ALL_TOPICS).toContain("Attachment Styles (Anxious / Avoidant / Secure)");
    expect(new Set(ALL_TOPICS).size).toBe(ALL_TOPICS.length);
  });

  it("has the 8 trending topics, each tied to topics or specializations that exist", () => {
    expect(TRENDING_TOPICS.map((t) => t.label)).toEqual([
      "Conflict Resolution",
      "Long Distance Love",
      "Date Intentionally",
      "Parenting",
      "Age Gap",
      "Cross Cultural",
      "Power Dynamics",
      "Workaholics",
    ]);
    const known = new Set<string>([...ALL_TOPICS, ...APPLICATION_SPECIALIZATIONS]);
    for (const trending of TRENDING_TOPICS) for (const related of trending.related) expect(known).toContain(related);
    for (const group of TOPIC_GROUPS)
      for (const topic of group.topics) for (const related of topic.related) expect(APPLICATION_SPECIALIZATIONS).toContain(related);
  });

  it("removes a leading emoji from a topic", () => {
    expect(stripLeadingEmoji("🤝 Conflict Resolution")).toBe("Conflict Resolution");
    expect(stripLeadingEmoji("👨‍👩‍👧 Parenting")).toBe("Parenting");
    expect(stripLeadingEmoji("⚖️ Power Dynamics")).toBe("Power Dynamics");
    expect(stripLeadingEmoji("LGBTQ+ Affirming")).toBe("LGBTQ+ Affirming");
  });

  it("has the option lists of both documents", () => {
    expect(CERTIFICATIONS).toHaveLength(13);
    expect(INSURERS).toHaveLength(9);
    expect(ADMIN_LANGUAGES).toHaveLength(12);
    expect(APPLICATION_SPECIALIZATIONS).toHaveLength(18);
    expect(US_STATES).toHaveLength(50);
    expect(BUDGET_TIERS.map((t) => t.label)).toEqual(["$50-100", "$100-150", "$150-200", "$200+"]);
    for (const state of LOCATION_FILTER_OPTIONS) expect(findUsState(state)?.name).toBe(state);
    expect(findUsState("ct")?.name).toBe("Connecticut");
    expect(BLOG_CATEGORIES).toHaveLength(10);
    expect(BLOG_INDEX_CHIPS[0]).toBe("All");
    expect(BLOG_AUTHORS[0]).toBe("Dr. Maya Chen");
  });
});

describe("specializationsForTopic", () => {
  it("expands a topic group to its topics and their related specializations", () => {
    const result = specializationsForTopic("Family & Parenting", "exact");
    expect(result).toEqual(expect.arrayContaining(["Parenting Challenges & Co-Parenting", "Blended Families & Step-Parenting", "Family Therapy", "Blended Families"]));
  });

  it("expands a trending phrase through the topics it stands for", () => {
    expect(specializationsForTopic("🤝 Conflict Resolution", "exact")).toEqual(expect.arrayContaining(["Navigating Conflict", "Conflict Resolution", "Couples Therapy"]));
    expect(specializationsForTopic("Long Distance Love", "exact")).toEqual(expect.arrayContaining(["Long-Distance & Relocation Stress", "Communication Skills"]));
  });

  it("matches labels containing the search text, case-insensitively", () => {
    expect(specializationsForTopic("attachment", "contains")).toEqual(expect.arrayContaining(["Attachment Styles (Anxious / Avoidant / Secure)", "Attachment Theory"]));
    expect(specializationsForTopic("attachment", "exact")).toEqual([]);
  });

  it("ignores texts too short to mean a topic", () => {
    expect(specializationsForTopic("a", "contains")).toEqual([]);
    expect(specializationsForTopic("", "exact")).toEqual([]);
  });
});
