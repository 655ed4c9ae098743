// What Manage Blogs does to posts besides editing them: publish or unpublish, import the sample
// posts, delete. Each marks what is busy, reloads the list when done and says what failed.
import { useState } from "react";
import type { AdminBlogPost } from "#common/blog";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

/** `busy` names the running action: "import", "publish:{id}" or "delete:{id}". */
export function useBlogPostActions(reload: () => Promise<void>) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, work: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await work();
      await reload();
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

  const remove = (post: AdminBlogPost) =>
    act(
      `delete:${post.id}`,
      async () => {
        await apiRequest("DELETE", `/api/admin/blog-posts/${post.id}`);
        toast({ title: "Post Deleted", description: post.title, variant: "success" });
      },
      "Failed to delete blog post. Please try again.",
    );

  return { busy, togglePublished, importSamples, remove };
}
