import { Suspense } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/blog";
import { BLOG_INDEX_CHIPS } from "#common/catalogue/blog-options";
import { BlogIndexCta } from "../features/blog/blog-cta";
import { PostCard, PostCardSkeleton } from "../features/blog/post-card";
import { pageMeta } from "../lib/meta";

const BLOG_SKELETON_COUNT = 6;

// The list is streamed: the page (and its skeletons) goes out at once and the cards follow in the
// same response; crawlers get the finished page (see entry.server.tsx).
export function loader({ context }: Route.LoaderArgs) {
  return { index: context.services.blog.listForIndex() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Love, Dating & Relationship Wisdom",
    "Expert articles on dating, communication, attachment styles and healthy relationships from relationship coaches and therapists.",
  );

function Skeletons() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: BLOG_SKELETON_COUNT }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Love, Dating &amp; Relationship Wisdom</h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground sm:text-lg">
          Practical, compassionate advice from relationship experts on dating, communication, intimacy and growing together.
        </p>
      </header>

      <ul aria-label="Categories" className="mt-8 flex flex-wrap justify-center gap-2">
        {BLOG_INDEX_CHIPS.map((chip, index) => (
          <li
            key={chip}
            className={
              index === 0
                ? "rounded-full bg-primary px-4 py-1.5 text-sm font-medium text-primary-foreground"
                : "rounded-full border bg-background px-4 py-1.5 text-sm font-medium text-muted-foreground"
            }
          >
            {chip}
          </li>
        ))}
      </ul>

      <section aria-label="Articles" className="mt-10">
        <Suspense fallback={<Skeletons />}>
          <Await resolve={loaderData.index} errorElement={<ListError />}>
            {({ posts }) => (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <PostCard key={post.id} post={post} />
                ))}
              </div>
            )}
          </Await>
        </Suspense>
      </section>

      <div className="mt-16">
        <BlogIndexCta />
      </div>
    </div>
  );
}

function ListError() {
  return (
    <p role="alert" className="rounded-lg border bg-muted p-6 text-center text-muted-foreground">
      We couldn't load the articles just now. Please refresh the page in a moment.
    </p>
  );
}
