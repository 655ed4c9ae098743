// Manage Blogs (docs/product/staff-portal.md#manage-blogs, docs/product/blog.md#post-rules):
// the grid of every post (3 tags each), Add New Post, the create/edit dialog with every rule, the
// publish toggle (publishedAt set on the first publication), delete, and the empty state with
// 'Create New Post' and 'Import Sample Posts'. The server sanitizes the HTML on save. The grid is in
// blog-post-list.tsx, the dialog in blog-post-dialog.tsx and the other actions in blog-post-actions.ts.
import { ArrowLeft, Plus } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { AdminBlogPost } from "#common/blog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { useBlogPostActions } from "./blog-post-actions";
import { PostDialog } from "./blog-post-dialog";
import { BlogPostList } from "./blog-post-list";

/** `posts`: from the page's loader, read again after every change. */
export function BlogManager({ posts }: { posts: AdminBlogPost[] }) {
  const revalidator = useRevalidator();
  const reload = () => revalidator.revalidate();
  const [editing, setEditing] = useState<{ post: AdminBlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const actions = useBlogPostActions(reload);

  const remove = () => {
    const post = deleting;
    if (!post) return;
    setDeleting(null);
    void actions.remove(post);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <a
        href="/admin"
        className="-my-2.5 inline-flex min-h-10 items-center gap-2 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Admin Portal
      </a>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Manage Blogs</h1>
          <p className="mt-1 text-muted-foreground">Write, publish and unpublish the articles of the blog.</p>
        </div>
        <Button onClick={() => setEditing({ post: null })}>
          <Plus aria-hidden="true" /> Add New Post
        </Button>
      </header>

      <BlogPostList
        posts={posts}
        busy={actions.busy}
        onCreate={() => setEditing({ post: null })}
        onImportSamples={() => void actions.importSamples()}
        onEdit={(post) => setEditing({ post })}
        onTogglePublished={(post) => void actions.togglePublished(post)}
        onDelete={setDeleting}
      />

      {editing ? (
        <PostDialog key={editing.post?.id ?? "new"} post={editing.post} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      ) : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete Post</DialogTitle>
            <DialogDescription>Are you sure you want to delete this blog post? This action cannot be undone.</DialogDescription>
          </DialogHeader>
          {deleting ? <p className="text-sm font-medium">{deleting.title}</p> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={remove}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
