// Manage Blogs (docs/product/staff-portal.md#manage-blogs, docs/product/blog.md#post-rules):
// the grid of every post (3 tags each), Add New Post, the create/edit dialog with every rule, the
// publish toggle (publishedAt set on the first publication), delete, and the empty state with
// 'Create New Post' and 'Import Sample Posts'. The server sanitizes the HTML on save.
import { ArrowLeft, Eye, EyeOff, Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { formatPostDate, parseTagList, slugify } from "#common/blog";
import { blogPostInputSchema } from "#common/blog-post-input";
import {
  BLOG_AUTHORS,
  BLOG_CATEGORIES,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_CATEGORY,
  DEFAULT_READ_TIME,
} from "#common/catalogue/blog-options";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { useJson } from "./admin-data";
import type { AdminBlogPost } from "#common/blog";

interface PostFormValues {
  title: string;
  slug: string;
  description: string;
  content: string;
  author: string;
  category: string;
  tagsText: string;
  readTime: string;
  metaDescription: string;
  isPublished: boolean;
}

const EMPTY: PostFormValues = {
  title: "",
  slug: "",
  description: "",
  content: "",
  author: DEFAULT_BLOG_AUTHOR,
  category: DEFAULT_BLOG_CATEGORY,
  tagsText: "",
  readTime: DEFAULT_READ_TIME,
  metaDescription: "",
  isPublished: false,
};

const toInput = (values: PostFormValues) => {
  const { tagsText, ...rest } = values;
  return { ...rest, tags: parseTagList(tagsText) };
};

/** The editor's schema (common/blog.ts) over the form, where tags are typed comma-separated. */
const resolver: Resolver<PostFormValues> = async (values) => {
  const result = blogPostInputSchema.safeParse(toInput(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "tags" ? "tagsText" : String(issue.path[0]);
    errors[field] ??= { type: "validation", message: issue.message };
  }
  return { values: {}, errors };
};

function PostDialog({ post, onClose, onSaved }: { post: AdminBlogPost | null; onClose: () => void; onSaved: () => void }) {
  const editing = post !== null;
  const handleUnauthorized = useUnauthorizedHandler();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({
    resolver,
    defaultValues: post
      ? {
          title: post.title,
          slug: post.slug,
          description: post.description,
          content: post.content,
          author: post.author,
          category: post.category,
          tagsText: post.tags.join(", "),
          readTime: post.readTime,
          metaDescription: post.metaDescription,
          isPublished: post.isPublished,
        }
      : EMPTY,
  });
  const [title, slug, metaDescription] = useWatch({ control, name: ["title", "slug", "metaDescription"] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest(editing ? "PATCH" : "POST", editing ? `/api/admin/blog-posts/${post.id}` : "/api/admin/blog-posts", toInput(values));
      toast({ title: editing ? "Post Updated" : "Post Created", description: values.title, variant: "success" });
      onSaved();
      onClose();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError((field === "tags" ? "tagsText" : field) as FieldPath<PostFormValues>, { type: "server", message });
        }
        if (error.status === 409) setError("slug", { type: "server", message: error.serverMessage ?? "This slug is taken" });
      }
      toast({
        title: "Error",
        description: editing ? "Failed to update blog post. Please try again." : "Failed to create blog post. Please try again.",
        variant: "destructive",
      });
    }
  });

  const metaLength = metaDescription.trim().length;
  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Post" : "Create New Post"}</DialogTitle>
          <DialogDescription>Posts are HTML; scripts, styles and event handlers are removed when the post is saved.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={editing ? "Edit Post" : "Create New Post"}>
          <FormField label="Title" maxLength={200} error={errors.title?.message} {...register("title")} />
          <FormField
            label="Slug"
            maxLength={100}
            placeholder={slugify(title) || "generated-from-the-title"}
            hint={slug.trim() ? `The post's address: /blog/${slug.trim()}` : `Leave empty to use /blog/${slugify(title) || "…"}`}
            error={errors.slug?.message}
            {...register("slug")}
          />
          <FormField label="Description" error={errors.description?.message} hint="Shown on the blog's cards (at most 500 characters).">
            <Textarea rows={2} maxLength={500} className="min-h-16" {...register("description")} />
          </FormField>
          <FormField label="Content (HTML)" error={errors.content?.message}>
            <Textarea rows={10} className="font-mono text-xs" spellCheck={false} {...register("content")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Author" error={errors.author?.message}>
              <NativeSelect {...register("author")}>
                {BLOG_AUTHORS.map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Category" error={errors.category?.message}>
              <NativeSelect {...register("category")}>
                {BLOG_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Read time" maxLength={30} error={errors.readTime?.message} {...register("readTime")} />
          </div>
          <FormField
            label="Tags"
            placeholder="dating, communication, trust"
            hint="Separate tags with commas."
            error={errors.tagsText?.message}
            {...register("tagsText")}
          />
          <FormField
            label="Meta description"
            maxLength={300}
            error={errors.metaDescription?.message}
            hint={`${metaLength} characters; 150-160 characters recommended for search results.`}
            {...register("metaDescription")}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 shrink-0 accent-primary" {...register("isPublished")} />
            Published
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {isSubmitting ? "Saving..." : editing ? "Update Post" : "Create Post"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function BlogManager() {
  const posts = useJson<AdminBlogPost[]>("/api/admin/blog-posts");
  const handleUnauthorized = useUnauthorizedHandler();
  const [editing, setEditing] = useState<{ post: AdminBlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, work: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await work();
      await posts.reload();
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: "Error", description: failure, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const togglePublished = (post: AdminBlogPost) =>
    act(
      `publish:${post.id}`,
      async () => {
        await apiRequest("PATCH", `/api/admin/blog-posts/${post.id}/publish`, { isPublished: !post.isPublished });
        toast({ title: post.isPublished ? "Post Unpublished" : "Post Published", description: post.title, variant: "success" });
      },
      "Failed to update blog post status. Please try again.",
    );

  const importSamples = () =>
    act(
      "import",
      async () => {
        const result = (await (await apiRequest("POST", "/api/admin/seed-blog-posts")).json()) as { imported: string[]; skipped: string[] };
        toast({
          title: "Sample Posts Imported",
          description: `${result.imported.length} imported, ${result.skipped.length} already there.`,
          variant: "success",
        });
      },
      "Failed to import blog posts. Please try again.",
    );

  const remove = () => {
    const post = deleting;
    if (!post) return;
    setDeleting(null);
    void act(
      `delete:${post.id}`,
      async () => {
        await apiRequest("DELETE", `/api/admin/blog-posts/${post.id}`);
        toast({ title: "Post Deleted", description: post.title, variant: "success" });
      },
      "Failed to delete blog post. Please try again.",
    );
  };

  const list = posts.data;
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

      {list === null ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-xl border p-10 text-center">
          <h2 className="text-xl font-semibold">No blog posts yet</h2>
          <p className="text-muted-foreground">Write the first post, or start from the sample articles.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => setEditing({ post: null })}>Create New Post</Button>
            <Button variant="outline" onClick={() => void importSamples()} disabled={busy === "import"}>
              {busy === "import" ? "Importing..." : "Import Sample Posts"}
            </Button>
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blog posts">
          {list.map((post) => (
            <li key={post.id} data-testid="admin-post-card">
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
                  <Button size="sm" variant="outline" onClick={() => setEditing({ post })} aria-label={`Edit ${post.title}`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void togglePublished(post)}
                    disabled={busy === `publish:${post.id}`}
                    aria-label={`${post.isPublished ? "Unpublish" : "Publish"} ${post.title}`}
                  >
                    {post.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {post.isPublished ? "Unpublish" : "Publish"}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive"
                    onClick={() => setDeleting(post)}
                    aria-label={`Delete ${post.title}`}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <PostDialog
          key={editing.post?.id ?? "new"}
          post={editing.post}
          onClose={() => setEditing(null)}
          onSaved={() => void posts.reload()}
        />
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
