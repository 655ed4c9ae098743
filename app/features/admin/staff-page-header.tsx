// The top of a staff page below the Admin Portal (docs/product/staff-portal.md): the way back to the
// portal, the page's heading and what it lists, and the page's own actions beside them.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function StaffPageHeader({
  title,
  description,
  headingId,
  actions,
}: {
  title: string;
  description: ReactNode;
  /** For a section named by its heading (`aria-labelledby`). */
  headingId?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <Link
        to="/admin"
        className="-my-2.5 inline-flex min-h-10 items-center justify-self-start text-sm font-medium text-primary hover:underline"
      >
        ← Admin Portal
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id={headingId} className="text-3xl font-bold tracking-tight">
            {title}
          </h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
    </div>
  );
}
