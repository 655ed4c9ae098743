// The blog's category chips (docs/product/blog.md#blog-index): links to /blog?category={name}, 'All'
// to /blog; the one shown is marked aria-current. Plain links: they work before the page is
// interactive, and a click keeps the scroll position and focus on the chip.
import { Link } from "react-router";
import { BLOG_INDEX_CHIPS } from "#common/catalogue/blog-options";
import { cn } from "../../lib/utils";

export function blogCategoryHref(chip: string): string {
  return chip === BLOG_INDEX_CHIPS[0] ? "/blog" : `/blog?${new URLSearchParams({ category: chip })}`;
}

/** `current`: the category shown, null for all of them; one the blog does not have marks no chip. */
export function CategoryChips({ current, known }: { current: string | null; known: boolean }) {
  return (
    <ul aria-label="Categories" className="mt-8 flex flex-wrap justify-center gap-2">
      {BLOG_INDEX_CHIPS.map((chip, index) => {
        const selected = known && (index === 0 ? current === null : chip === current);
        return (
          <li key={chip}>
            <Link
              to={blogCategoryHref(chip)}
              preventScrollReset
              aria-current={selected ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
                selected
                  ? "bg-primary text-primary-foreground"
                  : "border bg-background text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {chip}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
