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
import { ALL_TOPICS, matchTopics, stripLeadingEmoji, TOPIC_GROUPS, TRENDING_TOPICS } from "./topics";
import { findUsState, US_STATES } from "./us-states";
import { DOCUMENTED_TRENDING_TOPICS } from "../../tests/support/trending-topics";

describe("the marketplace catalogue", () => {
  it("has the 10 topic groups of the product documentation", () => {
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
    expect(TRENDING_TOPICS.map((t) => t.label)).toEqual(DOCUMENTED_TRENDING_TOPICS);
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

/** Everything a text names, exact or related. */
function everythingNamed(text: string, match: "exact" | "contains"): string[] {
  const { exact, related } = matchTopics(text, match);
  return [...exact, ...related];
}

describe("matchTopics, exact and related together", () => {
  it("expands a topic group to its topics and their related specializations", () => {
    const result = everythingNamed("Family & Parenting", "exact");
    expect(result).toEqual(
      expect.arrayContaining([
        "Parenting Challenges & Co-Parenting",
        "Blended Families & Step-Parenting",
        "Family Therapy",
        "Blended Families",
      ]),
    );
  });

  it("expands a trending phrase through the topics it stands for", () => {
    expect(everythingNamed("🤝 Conflict Resolution", "exact")).toEqual(
      expect.arrayContaining(["Navigating Conflict", "Conflict Resolution", "Couples Therapy"]),
    );
    expect(everythingNamed("Long Distance Love", "exact")).toEqual(
      expect.arrayContaining(["Long-Distance & Relocation Stress", "Communication Skills"]),
    );
  });

  it("matches labels containing the search text, case-insensitively", () => {
    expect(everythingNamed("attachment", "contains")).toEqual(
      expect.arrayContaining(["Attachment Styles (Anxious / Avoidant / Secure)", "Attachment Theory"]),
    );
    expect(everythingNamed("attachment", "exact")).toEqual([]);
  });

  it("ignores texts too short to mean a topic", () => {
    expect(everythingNamed("a", "contains")).toEqual([]);
    expect(everythingNamed("", "exact")).toEqual([]);
  });
});

describe("matchTopics", () => {
  const sorted = (match: { exact: string[]; related: string[] }) => ({
    exact: [...match.exact].sort(),
    related: [...match.related].sort(),
  });

  it("names a group's own topics exactly, and what they relate to as related", () => {
    expect(sorted(matchTopics("Technology & Modern Dating", "exact", APPLICATION_SPECIALIZATIONS))).toEqual({
      exact: ["AI & Virtual Companionship", "Dating App Fatigue & Choice Overload", "Social Media Boundaries in Relationships"],
      related: ["Communication Skills", "Dating Anxiety", "Dating Confidence", "Social Skills", "Young Adults"],
    });
  });

  it("names a topic, a trending phrase's topics and specializations, and a specialization exactly", () => {
    expect(matchTopics("Boundary Setting", "exact")).toEqual({ exact: ["Boundary Setting"], related: ["Communication Skills"] });
    expect(sorted(matchTopics("🤝 Conflict Resolution", "exact", APPLICATION_SPECIALIZATIONS))).toEqual({
      exact: ["Conflict Resolution", "Navigating Conflict"],
      related: ["Couples Therapy"],
    });
    expect(matchTopics("couples therapy", "exact", APPLICATION_SPECIALIZATIONS)).toEqual({ exact: ["Couples Therapy"], related: [] });
    expect(matchTopics("couples therapy", "exact")).toEqual({ exact: [], related: [] });
  });

  it("in a search, names every label containing the text", () => {
    expect(sorted(matchTopics("anxiety", "contains", APPLICATION_SPECIALIZATIONS))).toEqual({
      exact: ["Anxiety, Depression & Relationship Impact", "Dating Anxiety", "Performance Anxiety"],
      related: ["Emotional Intelligence", "Intimacy Issues", "Men's Issues"],
    });
    expect(matchTopics("trust", "contains", APPLICATION_SPECIALIZATIONS).exact).toEqual(["Coping with Infidelity & Rebuilding Trust"]);
  });
});
