// A post in the blog's grid: category, title linking to the post, description, date, read time,
// author and at most two tags (docs/product/blog.md#blog-index).
import { Calendar, Clock, User } from "lucide-react";
import { Link } from "react-router";
import { formatPostDate, type BlogPostSummary } from "#common/blog";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

export const CARD_TAG_LIMIT = 2;

export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card className="group relative flex h-full flex-col p-6 transition-shadow hover:shadow-md" data-testid="post-card">
      <Badge variant="secondary" className="self-start">
        {post.category}
      </Badge>
      <h2 className="mt-4 text-xl leading-snug font-semibold">
        {/* The link covers the whole card; its text is the title, so it reads well in a list of links. */}
        <Link
          to={`/blog/${post.slug}`}
          className="rounded-sm group-hover:text-primary after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {post.title}
        </Link>
      </h2>
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{post.description}</p>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {post.publishedAt ? (
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden="true" />
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {post.readTime}
        </span>
        <span className="inline-flex items-center gap-1">
          <User className="size-3.5" aria-hidden="true" />
          {post.author}
        </span>
      </div>
      {post.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
            <li key={tag}>
              <Badge variant="muted">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-6" data-testid="post-card-skeleton">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="mt-4 h-6 w-5/6" />
      <Skeleton className="mt-2 h-6 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-5 h-3 w-1/2" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
    </Card>
  );
}
