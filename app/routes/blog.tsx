import { isbot } from "isbot";
import { Suspense } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/blog";
import type { BlogPostSummary } from "#common/blog";
import { BLOG_INDEX_CHIPS } from "#common/catalogue/blog-options";
import { BlogIndexCta } from "../features/blog/blog-cta";
import { PostCard, PostCardSkeleton } from "../features/blog/post-card";
import { pageMeta } from "../lib/meta";

const BLOG_SKELETON_COUNT = 6;

// For people the list is streamed: the page and its six skeleton cards go out at once and the cards
// follow in the same response (or, on a client-side navigation, as soon as they are read). Crawlers
// get the cards in plain HTML: for them the list is awaited and rendered without a Suspense boundary.
export async function loader({ context, request }: Route.LoaderArgs) {
  const index = context.services.blog.listForIndex();
  return { index: isbot(request.headers.get("user-agent")) ? await index : index };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Love, Dating & Relationship Wisdom",
    "Expert articles on dating, communication, attachment styles and healthy relationships from relationship coaches and therapists.",
  );

function Skeletons() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Loading articles">
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
        {loaderData.index instanceof Promise ? (
          <Suspense fallback={<Skeletons />}>
            <Await resolve={loaderData.index} errorElement={<ListError />}>
              {({ posts }) => <PostGrid posts={posts} />}
            </Await>
          </Suspense>
        ) : (
          <PostGrid posts={loaderData.index.posts} />
        )}
      </section>

      <div className="mt-16">
        <BlogIndexCta />
      </div>
    </div>
  );
}

function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
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
