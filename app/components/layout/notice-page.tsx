// The frame of the pages that stand in for a page (docs/product/frame-and-home.md#not-found-page):
// not found, access denied, something went wrong. A centred heading, one line of explanation and
// the ways on, the same on every such page.
import type { ReactNode } from "react";

export function NoticePage({
  title,
  message,
  before,
  titleClassName = "text-2xl font-bold sm:text-3xl",
  children,
}: {
  title: ReactNode;
  message: ReactNode;
  /** What stands above the heading (the large 404, a document title). */
  before?: ReactNode;
  titleClassName?: string;
  /** The ways on: one button, or NoticeActions around several. */
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {before}
      <h1 className={titleClassName}>{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      {children}
    </section>
  );
}

/** The row of buttons under a notice. */
export function NoticeActions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>;
}
