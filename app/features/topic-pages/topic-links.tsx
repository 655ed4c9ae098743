// The links of the topic pages and of their index (docs/product/topic-pages.md): where a page sits
// (the breadcrumb) and groups of links to other pages, each under its heading.
import { Link } from "react-router";
import type { TopicLink, TopicLinkGroup } from "./topic-page-content";

export function TopicBreadcrumb({ trail, current }: { trail: readonly TopicLink[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link to={crumb.href} className="inline-flex min-h-10 items-center font-medium text-primary hover:underline">
              {crumb.label}
            </Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="inline-flex min-h-10 items-center">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** Each group as a section: its title as a heading, its links as a wrapping row of pills. */
export function TopicLinkSections({ groups }: { groups: readonly TopicLinkGroup[] }) {
  return groups.map((group, index) => (
    <section key={group.title} aria-labelledby={`related-${index}`} className="mt-10">
      <h2 id={`related-${index}`} className="text-xl font-semibold">
        {group.title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {group.links.map((link) => (
          <li key={link.href} className="max-w-full">
            <Link
              to={link.href}
              className="inline-flex min-h-10 max-w-full items-center rounded-full border px-4 text-sm font-medium break-words hover:bg-muted"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
