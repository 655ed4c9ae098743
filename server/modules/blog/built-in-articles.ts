// The five built-in articles (docs/product/blog.md#built-in-articles): shown at /blog/{slug}
// when no published database post has that slug, and three of them are the samples /blog lists when
// the database has no published posts. They have the shape of a database post so that the admin's
// "Import Sample Posts" (POST /api/admin/seed-blog-posts) can insert them as they are.
import type { BLOG_AUTHORS, BLOG_CATEGORIES } from "#common/catalogue/blog-options";
import { content as attachmentStylesDating } from "./built-in/attachment-styles-dating";
import { content as communicationSkills } from "./built-in/communication-skills-relationships";
import { content as findingAuthenticConnections } from "./built-in/finding-authentic-connections-dating-apps";
import { content as loveLanguagesExplained } from "./built-in/love-languages-explained";
import { content as redFlagsEarlyDating } from "./built-in/red-flags-early-dating";

export interface BuiltInArticle {
  title: string;
  slug: string;
  description: string;
  /** HTML in the restricted set the blog renders (it is sanitized again when shown). */
  content: string;
  author: (typeof BLOG_AUTHORS)[number];
  category: (typeof BLOG_CATEGORIES)[number];
  tags: string[];
  readTime: string;
  metaDescription: string;
  /** ISO 8601, UTC. */
  publishedAt: string;
}

/** Words of an HTML text, for read times and the minimum length of an article. */
export function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** About 220 words a minute, as "7 min read". */
export function readTimeOf(html: string): string {
  return `${Math.max(1, Math.round(wordCount(html) / 220))} min read`;
}

const article = (fields: Omit<BuiltInArticle, "readTime">): BuiltInArticle => ({ ...fields, readTime: readTimeOf(fields.content) });

export const BUILT_IN_ARTICLES: readonly BuiltInArticle[] = [
  article({
    title: "Finding Authentic Connections in the Age of Dating Apps",
    slug: "finding-authentic-connections-dating-apps",
    description:
      "Swiping fatigue is real. How to use dating apps with intention: a profile that sounds like you, conversations that go somewhere, and dates that feel human again.",
    content: findingAuthenticConnections,
    author: "Dr. Maya Chen",
    category: "Dating Tips",
    tags: ["Dating Apps", "Online Dating", "Authenticity", "Modern Dating"],
    metaDescription:
      "Tired of endless swiping? Practical ways to use dating apps with intention, write a profile that sounds like you, and turn matches into real connections.",
    publishedAt: "2025-08-05T15:00:00Z",
  }),
  article({
    title: "The Five Love Languages Explained: How to Give and Receive Love",
    slug: "love-languages-explained",
    description:
      "Words, time, help, gifts and touch: what each love language looks like in daily life, how to find yours and what to do when you and your partner speak different ones.",
    content: loveLanguagesExplained,
    author: "Dr. James Okafor",
    category: "Relationship Advice",
    tags: ["Love Languages", "Connection", "Appreciation", "Couples"],
    metaDescription:
      "What the five love languages are, how to discover yours and your partner's, and simple ways to show love so that it is truly felt, plus the framework's limits.",
    publishedAt: "2025-08-12T15:00:00Z",
  }),
  article({
    title: "Communication Skills That Strengthen Every Relationship",
    slug: "communication-skills-relationships",
    description:
      "Happy couples argue too. The difference is how. Seven skills, from gentle starts to repair attempts, that help you talk, listen and find your way back to each other.",
    content: communicationSkills,
    author: "Dr. Sofia Ramirez",
    category: "Communication",
    tags: ["Communication", "Conflict Resolution", "Active Listening", "Couples"],
    metaDescription:
      "Seven research-backed communication skills for couples: active listening, gentle starts, I statements, avoiding the four traps and repairing after a fight.",
    publishedAt: "2025-08-19T15:00:00Z",
  }),
  article({
    title: "How Your Attachment Style Shapes the Way You Date",
    slug: "attachment-styles-dating",
    description:
      "Secure, anxious, avoidant or a mix: where attachment styles come from, how they show up when you are getting to know someone, and how to move toward more secure love.",
    content: attachmentStylesDating,
    author: "Dr. Amara Patel",
    category: "Psychology",
    tags: ["Attachment Styles", "Psychology", "Dating Patterns", "Self-Awareness"],
    metaDescription:
      "Understand secure, anxious, avoidant and fearful-avoidant attachment, how each shows up in dating, and practical steps toward more secure relationships.",
    publishedAt: "2025-08-26T15:00:00Z",
  }),
  article({
    title: "Red Flags in Early Dating: What to Watch For and When to Walk Away",
    slug: "red-flags-early-dating",
    description:
      "Love-bombing, broken promises, disrespected boundaries: the early warning signs worth taking seriously, why we overlook them, and how to walk away and get support.",
    content: redFlagsEarlyDating,
    author: "Dr. Daniel Weiss",
    category: "Dating Safety",
    tags: ["Red Flags", "Dating Safety", "Healthy Relationships", "Boundaries"],
    metaDescription:
      "The red flags to watch for in early dating, the serious warning signs of control or abuse, when to walk away and where to find support. You deserve healthy love.",
    publishedAt: "2025-09-02T15:00:00Z",
  }),
];

/** The three built-in articles /blog lists when the database has no published posts (docs/product/blog.md#blog-index). */
export const SAMPLE_ARTICLE_SLUGS = [
  "finding-authentic-connections-dating-apps",
  "love-languages-explained",
  "communication-skills-relationships",
] as const;

/** The two fixed Related Articles under every post (docs/product/blog.md#blog-post). */
export const RELATED_ARTICLE_SLUGS = ["communication-skills-relationships", "attachment-styles-dating"] as const;
