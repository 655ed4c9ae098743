import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../lib/meta";

/** A page of the route table whose own feature is not built yet: the frame, its title and a note. */
export function placeholderPage(title: string, description: string) {
  return {
    meta: ({ matches }: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> }): MetaDescriptor[] =>
      pageMeta(matches, title, description),
    Component: function PlaceholderPage() {
      return (
        <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-4 text-muted-foreground">{description}</p>
          <p className="mt-2 text-sm text-muted-foreground">This page is on its way.</p>
        </section>
      );
    },
  };
}
