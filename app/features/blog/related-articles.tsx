import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "#common/blog";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";

/** The two fixed Related Articles under every post: category, title and blurb. */
export function RelatedArticles({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold">
        Related Articles
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <Card key={post.slug} className="group relative flex flex-col p-6 transition-shadow hover:shadow-md">
            <Badge variant="secondary" className="self-start">
              {post.category}
            </Badge>
            <h3 className="mt-3 text-lg leading-snug font-semibold">
              <Link
                to={`/blog/${post.slug}`}
                className="rounded-sm group-hover:text-primary after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                {post.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{post.description}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary" aria-hidden="true">
              Read article <ArrowRight className="size-4" />
            </span>
          </Card>
        ))}
      </div>
    </section>
  );
}
