// Demo content for a fresh database: coaches (some inactive) covering every directory filter value,
// most with weekly hours to book (demo-hours.ts) and their next free times, their reviews, and published blog posts. Runs only when there are no coaches yet, under the same
// advisory lock as migrations, in one transaction: a start interrupted mid-seed leaves nothing half-done.
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "../client";
import { withSchemaLock } from "../migrate";
import { blogPosts, coachAvailability, coaches, reviews } from "../schema";
import type { Logger } from "../../lib/logger";
import { createNextFreeTimes } from "../../modules/availability/next-free-service";
import { coachRow, ratingSummary, type ReviewRow } from "./coach-factory";
import { DEMO_BLOG_POSTS } from "./demo-blog-posts";
import { DEMO_COACHES } from "./demo-coaches";
import { demoAvailability } from "./demo-hours";
import { daysBeforeReference, deterministicUuid } from "./deterministic-id";

export async function seedDemoContentIfEmpty(handle: DatabaseHandle, logger: Logger, now: () => Date = () => new Date()): Promise<boolean> {
  return withSchemaLock(handle, async () => {
    const [{ value: existing }] = await handle.db.select({ value: count() }).from(coaches);
    if (existing > 0) return false;
    await handle.db.transaction(async (tx) => {
      const coachRows = DEMO_COACHES.map((demo, index) => {
        const { reviews: demoReviews, ...description } = demo;
        const summary = ratingSummary(demoReviews.map((r) => r.rating));
        return coachRow(description, {
          id: deterministicUuid(`coach:${index}:${demo.firstName} ${demo.lastName}`),
          rating: summary.rating,
          totalReviews: summary.totalReviews,
          createdAt: daysBeforeReference(400 - index * 7),
          updatedAt: daysBeforeReference(400 - index * 7),
        });
      });
      await tx.insert(coaches).values(coachRows);
      const hours = DEMO_COACHES.flatMap((demo, index) => {
        const availability = demoAvailability(demo, index, now());
        return availability ? [{ coachId: coachRows[index].id!, ...availability }] : [];
      });
      await tx.insert(coachAvailability).values(hours);
      // Their next free times, as the directory shows them (docs/decisions/109).
      await createNextFreeTimes(handle.db, () => now().getTime()).refresh(
        tx,
        hours.map((row) => row.coachId),
      );

      const reviewRows: ReviewRow[] = DEMO_COACHES.flatMap((demo, coachIndex) =>
        demo.reviews.map((review, reviewIndex) => ({
          id: deterministicUuid(`review:${coachIndex}:${reviewIndex}`),
          coachId: coachRows[coachIndex].id!,
          clientName: review.clientName,
          rating: review.rating,
          comment: review.comment,
          createdAt: daysBeforeReference(review.daysAgo),
        })),
      );
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

      await tx.insert(blogPosts).values(
        DEMO_BLOG_POSTS.map((post) => ({
          id: deterministicUuid(`blog:${post.slug}`),
          ...post,
          isPublished: true,
          publishedAt: new Date(post.publishedAt),
          createdAt: new Date(post.publishedAt),
          updatedAt: new Date(post.publishedAt),
        })),
      );
      logger.info(
        { coaches: coachRows.length, withHours: hours.length, reviews: reviewRows.length, blogPosts: DEMO_BLOG_POSTS.length },
        "demo content loaded",
      );
    });
    return true;
  });
}
