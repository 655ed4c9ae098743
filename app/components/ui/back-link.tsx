// A quiet "Back to …" link above a page's heading (the quiz, a blog post): an arrow and the text,
// with a 40 px tall touch target that does not push the heading down.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="-my-2.5 inline-flex min-h-10 items-center gap-1 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
