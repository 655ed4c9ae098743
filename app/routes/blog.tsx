import { isbot } from "isbot";
import { Suspense } from "react";
import { Await, data, Link } from "react-router";
import type { Route } from "./+types/blog";
import type { BlogPostSummary } from "#common/blog";
import { blogIndexCategory } from "#common/catalogue/blog-options";
import { BlogIndexCta } from "../features/blog/blog-cta";
import { CategoryChips } from "../features/blog/category-chips";
import { PostCard, PostCardSkeleton } from "../features/blog/post-card";
import { pageMeta } from "../lib/meta";

const BLOG_SKELETON_COUNT = 6;

// For people the list is streamed: the page and its six skeleton cards go out at once and the cards
// follow in the same response (or, on a client-side navigation, as soon as they are read). Crawlers
// get the cards in plain HTML: for them the list is awaited and rendered without a Suspense boundary.
// `?category=` narrows the list to a category the blog has (a chip's or a post's); any other value
// answers 404 with the page itself, no post, and 'All' to go back (docs/decisions/114).
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("category");
  const category = blogIndexCategory(asked);
  if (asked && !category) return data({ category: asked, known: false, index: { posts: [], samples: false } }, { status: 404 });
  const index = context.services.blog.listForIndex(category ?? undefined);
  return { category, known: true, index: isbot(request.headers.get("user-agent")) ? await index : index };
}

const INDEX_TITLE = "Love, Dating & Relationship Wisdom";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData?.category && loaderData.known ? `${loaderData.category} | ${INDEX_TITLE}` : INDEX_TITLE,
    loaderData?.category && loaderData.known
      ? `Articles on ${loaderData.category.toLowerCase()} from relationship coaches and therapists.`
      : "Expert articles on dating, communication, attachment styles and healthy relationships from relationship coaches and therapists.",
    loaderData?.known === false ? [{ name: "robots", content: "noindex" }] : [],
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
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{INDEX_TITLE}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground sm:text-lg">
          Practical, compassionate advice from relationship experts on dating, communication, intimacy and growing together.
        </p>
      </header>

      <CategoryChips current={loaderData.category} known={loaderData.known} />

      <section aria-label="Articles" className="mt-10">
        {loaderData.index instanceof Promise ? (
          <Suspense fallback={<Skeletons />}>
            <Await resolve={loaderData.index} errorElement={<ListError />}>
              {({ posts }) => <PostGrid posts={posts} category={loaderData.category} known={loaderData.known} />}
            </Await>
          </Suspense>
        ) : (
          <PostGrid posts={loaderData.index.posts} category={loaderData.category} known={loaderData.known} />
        )}
      </section>

      <div className="mt-16">
        <BlogIndexCta />
      </div>
    </div>
  );
}

function PostGrid({ posts, category, known }: { posts: BlogPostSummary[]; category: string | null; known: boolean }) {
  if (posts.length === 0 && category) {
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="text-lg font-semibold">
          {known ? `No articles in ${category} yet.` : `The blog has no category called "${category}".`}
        </p>
        <Link to="/blog" className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline">
          See all articles
        </Link>
      </div>
    );
  }
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
