// The posts of Manage Blogs: the empty state (Create New Post, Import
// Sample Posts), or the grid of cards, each with its status, category, first 3 tags and its edit,
// publish toggle and delete buttons.
import { Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { formatPostDate, type AdminBlogPost } from "#common/blog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

interface PostCardActions {
  onEdit(post: AdminBlogPost): void;
  onTogglePublished(post: AdminBlogPost): void;
  onDelete(post: AdminBlogPost): void;
}

export function BlogPostList({
  posts,
  busy,
  onCreate,
  onImportSamples,
  ...actions
}: PostCardActions & {
  posts: AdminBlogPost[];
  busy: string | null;
  onCreate(): void;
  onImportSamples(): void;
}) {
  if (posts.length === 0)
    return (
      <div className="grid justify-items-center gap-4 rounded-xl border p-10 text-center">
        <h2 className="text-xl font-semibold">No blog posts yet</h2>
        <p className="text-muted-foreground">Write the first post, or start from the sample articles.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onCreate}>Create New Post</Button>
          <Button variant="outline" onClick={onImportSamples} disabled={busy === "import"}>
            {busy === "import" ? "Importing..." : "Import Sample Posts"}
          </Button>
        </div>
      </div>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blog posts">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} publishing={busy === `publish:${post.id}`} {...actions} />
      ))}
    </ul>
  );
}

function PostCard({
  post,
  publishing,
  onEdit,
  onTogglePublished,
  onDelete,
}: PostCardActions & { post: AdminBlogPost; publishing: boolean }) {
  return (
    <li data-testid="admin-post-card">
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2">
          <Badge variant={post.isPublished ? "default" : "muted"}>{post.isPublished ? "Published" : "Draft"}</Badge>
          <span className="text-xs text-muted-foreground">{post.category}</span>
        </div>
        <h2 className="leading-snug font-semibold">{post.title}</h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.description}</p>
        <p className="text-xs text-muted-foreground">
          {post.author} · {post.readTime}
          {post.publishedAt ? ` · ${formatPostDate(post.publishedAt)}` : ""}
        </p>
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {post.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onTogglePublished(post)}
            disabled={publishing}
            aria-label={`${post.isPublished ? "Unpublish" : "Publish"} ${post.title}`}
          >
            {post.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {post.isPublished ? "Unpublish" : "Publish"}
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            onClick={() => onDelete(post)}
            aria-label={`Delete ${post.title}`}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </Card>
    </li>
  );
}
