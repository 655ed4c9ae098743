// The topic taxonomy of the marketplace (docs/product/directory.md#topic-taxonomy) and the trending
// topics of the home search. Coach specializations are drawn from these topics and from the
// application's specialization list; `related` ties each topic to the specializations that serve
// it, so that searching or filtering by a topic finds the coaches who work on it.

export interface Topic {
  label: string;
  /** Specializations (from either list) that a coach working on this topic would carry. */
  related: readonly string[];
}

export interface TopicGroup {
  name: string;
  emoji: string;
  topics: readonly Topic[];
}

export const TOPIC_GROUPS: readonly TopicGroup[] = [
  {
    name: "Identity & Self-Exploration",
    emoji: "🌈",
    topics: [
      { label: "Sexual Orientation Exploration", related: ["LGBTQ+ Support"] },
      { label: "Gender Identity Support", related: ["LGBTQ+ Support"] },
      { label: "Body Image & Self-Esteem", related: ["Dating Confidence", "Women's Issues", "Men's Issues"] },
      { label: "LGBTQ+ Affirming", related: ["LGBTQ+ Support"] },
    ],
  },
  {
    name: "Communication & Boundaries",
    emoji: "💬",
    topics: [
      { label: "Boundary Setting", related: ["Communication Skills"] },
      { label: "Healthy Communication Skills", related: ["Communication Skills", "Emotional Intelligence"] },
      { label: "Navigating Conflict", related: ["Conflict Resolution", "Couples Therapy"] },
      { label: "Digital Dating & Ghosting", related: ["Dating Confidence", "Dating Anxiety"] },
      { label: "Situationships & Undefined Relationships", related: ["Dating Confidence", "Young Adults"] },
    ],
  },
  {
    name: "Attachment & Intimacy",
    emoji: "💞",
    topics: [
      { label: "Attachment Styles (Anxious / Avoidant / Secure)", related: ["Attachment Theory"] },
      { label: "Building Emotional Intimacy", related: ["Intimacy Issues", "Emotional Intelligence"] },
      { label: "Balancing Emotional & Physical Needs", related: ["Intimacy Issues"] },
      { label: "Polyamory & Ethical Non-Monogamy", related: ["Intimacy Issues", "LGBTQ+ Support"] },
    ],
  },
  {
    name: "Sexual Health & Functioning",
    emoji: "🔥",
    topics: [
      { label: "Low Libido & Desire Differences", related: ["Intimacy Issues"] },
      { label: "Performance Anxiety", related: ["Intimacy Issues", "Men's Issues"] },
      { label: "Pleasure Education", related: ["Intimacy Issues"] },
    ],
  },
  {
    name: "Relationship Transitions",
    emoji: "🦋",
    topics: [
      { label: "Breakup Recovery & Moving On", related: ["Divorce Support", "Emotional Intelligence"] },
      { label: "Divorce Support & Rediscovery", related: ["Divorce Support"] },
      { label: "Coping with Infidelity & Rebuilding Trust", related: ["Couples Therapy", "Marriage Counseling"] },
    ],
  },
  {
    name: "Family & Parenting",
    emoji: "👨‍👩‍👧",
    topics: [
      { label: "Parenting Challenges & Co-Parenting", related: ["Family Therapy", "Divorce Support"] },
      { label: "Blended Families & Step-Parenting", related: ["Blended Families", "Family Therapy"] },
      { label: "Fertility & Family Planning Conversations", related: ["Couples Therapy", "Premarital Counseling"] },
    ],
  },
  {
    name: "Cultural & Social Dynamics",
    emoji: "🌍",
    topics: [
      { label: "Cross-Cultural & Interfaith Relationships", related: ["Couples Therapy", "Premarital Counseling"] },
      { label: "Navigating Family & Societal Expectations", related: ["Family Therapy"] },
      { label: "Long-Distance & Relocation Stress", related: ["Communication Skills", "Couples Therapy"] },
    ],
  },
  {
    name: "Mental Health & Relationships",
    emoji: "🧠",
    topics: [
      { label: "Anxiety, Depression & Relationship Impact", related: ["Dating Anxiety", "Emotional Intelligence"] },
      { label: "ADHD & Neurodivergence in Love & Intimacy", related: ["Communication Skills", "Couples Therapy"] },
      { label: "Healing from Trauma & Abuse", related: ["Emotional Intelligence"] },
    ],
  },
  {
    name: "Technology & Modern Dating",
    emoji: "📱",
    topics: [
      { label: "Dating App Fatigue & Choice Overload", related: ["Dating Confidence", "Dating Anxiety"] },
      { label: "Social Media Boundaries in Relationships", related: ["Communication Skills"] },
      { label: "AI & Virtual Companionship", related: ["Social Skills", "Young Adults"] },
    ],
  },
  {
    name: "Personal Growth in Relationships",
    emoji: "🌱",
    topics: [
      { label: "Self-Worth & Identity Beyond the Couple", related: ["Emotional Intelligence", "Dating Confidence"] },
      { label: "Career/Work–Life Balance in Relationships", related: ["Couples Therapy", "Communication Skills"] },
      { label: "Values Alignment & Life Goals", related: ["Premarital Counseling", "Marriage Counseling"] },
    ],
  },
];

export interface TrendingTopic {
  emoji: string;
  label: string;
  /** Taxonomy topics and specializations this everyday phrase stands for. */
  related: readonly string[];
}

/** The 8 suggestions shown when the home search box is focused and empty. */
export const TRENDING_TOPICS: readonly TrendingTopic[] = [
  { emoji: "🤝", label: "Conflict Resolution", related: ["Navigating Conflict", "Conflict Resolution"] },
  { emoji: "✈️", label: "Long Distance Love", related: ["Long-Distance & Relocation Stress"] },
  {
    emoji: "💘",
    label: "Date Intentionally",
    related: ["Dating Confidence", "Dating App Fatigue & Choice Overload", "Situationships & Undefined Relationships"],
  },
  {
    emoji: "👨‍👩‍👧",
    label: "Parenting",
    related: ["Parenting Challenges & Co-Parenting", "Blended Families & Step-Parenting", "Family Therapy"],
  },
  { emoji: "⏳", label: "Age Gap", related: ["Values Alignment & Life Goals", "Navigating Family & Societal Expectations"] },
  { emoji: "🌍", label: "Cross Cultural", related: ["Cross-Cultural & Interfaith Relationships"] },
  { emoji: "⚖️", label: "Power Dynamics", related: ["Boundary Setting", "Healthy Communication Skills"] },
  { emoji: "💼", label: "Workaholics", related: ["Career/Work–Life Balance in Relationships"] },
];

/** Every taxonomy topic, in group order. */
export const ALL_TOPICS: readonly string[] = TOPIC_GROUPS.flatMap((group) => group.topics.map((topic) => topic.label));

/** A topic shown with a leading emoji, reduced to its plain text ("🤝 Conflict Resolution" → "Conflict Resolution"). */
export function stripLeadingEmoji(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+/u, "").trim();
}

/** What a search or category names in the catalogue, split by how directly (docs/decisions/005, "Ranking"). */
export interface TopicMatch {
  /**
   * Labels the text names itself: a topic named, the topics of a group named, the topics and
   * specializations a trending phrase named stands for, and each of `specializations` named.
   */
  exact: string[];
  /** Specializations reached only through the `related` list of an exact topic. */
  related: string[];
}

/**
 * Splits what a search or category names into exact and related labels. A label is named when it
 * is the whole text (`match: "exact"`, the category filter) or contains it (`match: "contains"`,
 * free-text search, 3 characters or more); case and a leading emoji do not count.
 */
export function matchTopics(text: string, match: "exact" | "contains", specializations: readonly string[] = []): TopicMatch {
  const wanted = stripLeadingEmoji(text).toLowerCase();
  if (wanted.length === 0) return { exact: [], related: [] };
  const hits = (label: string) =>
    match === "exact" ? label.toLowerCase() === wanted : wanted.length >= 3 && label.toLowerCase().includes(wanted);
  const topicByLabel = new Map(TOPIC_GROUPS.flatMap((g) => g.topics.map((t) => [t.label, t] as const)));
  const exact = new Set<string>();
  const exactTopics: Topic[] = [];
  const addTopic = (topic: Topic) => {
    exact.add(topic.label);
    exactTopics.push(topic);
  };
  for (const group of TOPIC_GROUPS) {
    if (hits(group.name)) group.topics.forEach(addTopic);
    for (const topic of group.topics) if (hits(topic.label)) addTopic(topic);
  }
  for (const trending of TRENDING_TOPICS) {
    if (!hits(trending.label)) continue;
    for (const label of trending.related) {
      const topic = topicByLabel.get(label);
      if (topic) addTopic(topic);
      else exact.add(label);
    }
  }
  for (const specialization of specializations) if (hits(specialization)) exact.add(specialization);
  const related = new Set(exactTopics.flatMap((topic) => topic.related).filter((label) => !exact.has(label)));
  return { exact: [...exact], related: [...related] };
}
