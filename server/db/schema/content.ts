// Staff-written and uploaded content: blog posts and uploaded images.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { timestamps, textList } from "./columns";
import { publicContentTrigger, type SqlObject } from "./sql-objects";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 100 }).notNull().unique(),
    description: varchar("description", { length: 500 }).notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: textList("tags"),
    readTime: text("read_time").notNull(),
    metaDescription: text("meta_description").notNull().default(""),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("blog_posts_published_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.isPublished}`),
  ],
);

export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Storage key of the stored (re-encoded) image. */
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    uploaderAddress: text("uploader_address").notNull().default(""),
    /** Set when the PUT arrived and passed the content checks. */
    storedAt: timestamp("stored_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_images_created_at_idx").on(t.createdAt)],
);

// What the content tables rely on that Drizzle cannot declare (server/db/schema/sql-objects.ts).
export const contentSqlObjects: SqlObject[] = [publicContentTrigger(blogPosts)];
