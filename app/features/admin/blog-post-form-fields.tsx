// The fields of the create/edit post form: title and slug (the post's address, from the title when
// left empty), description, HTML content, author, category, read time, tags, meta description (with
// its length) and Published.
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { slugify } from "#common/blog";
import { BLOG_AUTHORS, BLOG_CATEGORIES } from "#common/catalogue/blog-options";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import type { PostFormValues } from "./blog-post-form-values";

export function BlogPostFormFields({
  register,
  errors,
  title,
  slug,
  metaDescription,
}: {
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  /** The typed title, slug and meta description, for the hints. */
  title: string;
  slug: string;
  metaDescription: string;
}) {
  const metaLength = metaDescription.trim().length;
  return (
    <>
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
    </>
  );
}
