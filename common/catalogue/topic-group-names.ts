// The names of the topic groups (TOPIC_GROUPS in topics.ts), alone: the directory's category filter
// lists them, and its page loads this short list instead of the whole taxonomy (the first-load
// budget of docs/decisions/093). topic-group-names.test.ts keeps the two in step.
export const TOPIC_GROUP_NAMES: readonly string[] = [
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
];
