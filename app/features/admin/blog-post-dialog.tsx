// The create/edit post dialog of Manage Blogs: the form checked with the editor's schema, saved with
// POST or PATCH, and the server's field messages (a taken slug among them) shown under the fields.
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import type { AdminBlogPost } from "#common/blog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { BlogPostFormFields } from "./blog-post-form-fields";
import { FormDialogFooter } from "./form-dialog-footer";
import { postFormResolver, postFormValues, toInput, type PostFormValues } from "./blog-post-form-values";

function usePostForm({ post, onClose, onSaved }: { post: AdminBlogPost | null; onClose: () => void; onSaved: () => void }) {
  const editing = post !== null;
  const handleUnauthorized = useUnauthorizedHandler();
  const form = useForm<PostFormValues>({ resolver: postFormResolver, defaultValues: postFormValues(post) });
  const [title, slug, metaDescription] = useWatch({ control: form.control, name: ["title", "slug", "metaDescription"] });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest(editing ? "PATCH" : "POST", editing ? `/api/admin/blog-posts/${post.id}` : "/api/admin/blog-posts", toInput(values));
      toast({ title: editing ? "Post Updated" : "Post Created", description: values.title, variant: "success" });
      onSaved();
      onClose();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          form.setError((field === "tags" ? "tagsText" : field) as FieldPath<PostFormValues>, { type: "server", message });
        }
        if (error.status === 409) form.setError("slug", { type: "server", message: error.serverMessage ?? "This slug is taken" });
      }
      toast({
        title: "Error",
        description: editing ? "Failed to update blog post. Please try again." : "Failed to create blog post. Please try again.",
        variant: "destructive",
      });
    }
  });

  return { form, onSubmit, title, slug, metaDescription };
}

export function PostDialog({ post, onClose, onSaved }: { post: AdminBlogPost | null; onClose: () => void; onSaved: () => void }) {
  const editing = post !== null;
  const { form, onSubmit, title, slug, metaDescription } = usePostForm({ post, onClose, onSaved });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Post" : "Create New Post"}</DialogTitle>
          <DialogDescription>Posts are HTML; scripts, styles and event handlers are removed when the post is saved.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={editing ? "Edit Post" : "Create New Post"}>
          <BlogPostFormFields register={register} errors={errors} title={title} slug={slug} metaDescription={metaDescription} />
          <FormDialogFooter onCancel={onClose} busy={isSubmitting} label={editing ? "Update Post" : "Create Post"} busyLabel="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
