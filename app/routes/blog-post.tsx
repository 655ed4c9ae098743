import { ArrowLeft, Calendar, Clock, User } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { formatPostDate } from "#common/blog";
import { BackLink } from "../components/ui/back-link";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { ArticleCta } from "../features/blog/blog-cta";
import { RelatedArticles } from "../features/blog/related-articles";
import { ShareButton } from "../features/blog/share-button";
import { pageMeta } from "../lib/meta";

// A published database post with this slug, else the built-in article, else 'Blog Post Not Found'
// with HTTP 404 (docs/product/blog.md#blog-post). The HTML comes sanitized from the blog service.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog } = context.services;
  const post = await blog.findBySlug(params.slug);
  const related = blog.relatedArticles();
  if (!post) return data({ post: null, related }, { status: 404 });
  return { post, related };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const post = loaderData?.post;
  if (!post) {
    return pageMeta(
      matches,
      "Blog Post Not Found",
      "Sorry, we couldn't find the blog post you're looking for. Browse all our articles on love, dating and relationships.",
      [{ name: "robots", content: "noindex" }],
    );
  }
  return pageMeta(matches, post.title, post.metaDescription || post.description, [
    { property: "og:type", content: "article" },
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
    { property: "article:section", content: post.category },
    { name: "author", content: post.author },
  ]);
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) return <BlogPostNotFound />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/blog">Back to Blog</BackLink>
      <article className="mt-6">
        <header>
          <Badge variant="secondary">{post.category}</Badge>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{post.title}</h1>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-b pb-6">
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <User className="size-4" aria-hidden="true" />
                {post.author}
              </span>
              {post.publishedAt ? (
                <span className="inline-flex items-center gap-1.5">
                  <Calendar className="size-4" aria-hidden="true" />
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                {post.readTime}
              </span>
            </div>
            <ShareButton title={post.title} text={post.description} />
          </div>
          {post.tags.length > 0 ? (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {/* Sanitized by the blog service on save and again on read (server/modules/blog). */}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>

      <div className="mt-14 space-y-14">
        <ArticleCta />
        <RelatedArticles posts={related} />
      </div>
    </div>
  );
}

function BlogPostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">Blog Post Not Found</h1>
      <p className="mt-3 text-muted-foreground">Sorry, we couldn't find the blog post you're looking for.</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </section>
  );
}
