// /admin/applications (docs/product/staff-portal.md#applications): the coach applications with their total,
// three specializations each, and View Details for review and publishing, with the incomplete
// applications above them. Server-rendered from the loader, behind the staff guard of the /admin
// layout (the API refuses anyone else the same way); a change is shown at once and the data read again.
import { ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/admin-applications";
import { APPLICATION_STATUS_LABELS, type AdminApplication } from "#common/applications";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { ApplicationDetails, subscriptionLabel } from "../features/admin-applications/application-details";
import { IncompleteApplications } from "../features/admin-applications/incomplete-applications";
import { useReplaceableItems } from "../features/admin/admin-data";
import { LocalWhen } from "../features/admin/local-when";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/applications");

/** Staff see the newest 100 (the API's page size for staff). */
const FIRST_PAGE = { limit: 100, offset: 0 };

export const loader = (args: Route.LoaderArgs) =>
  loadForStaff(args, async ({ staffPortal }) => {
    const [applications, incomplete] = await Promise.all([
      staffPortal.applications(FIRST_PAGE),
      staffPortal.incompleteApplications(FIRST_PAGE),
    ]);
    return { applications, incomplete: incomplete.items };
  });

const SPECIALIZATIONS_SHOWN = 3;

function ApplicationCard({ application, onOpen }: { application: AdminApplication; onOpen: () => void }) {
  const shown = application.specializations.slice(0, SPECIALIZATIONS_SHOWN);
  const more = application.specializations.length - shown.length;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-background p-5 shadow-sm" data-testid="application-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            {application.firstName} {application.lastName}
          </h2>
          <p className="text-sm text-muted-foreground">{application.title}</p>
          <p className="text-sm text-muted-foreground">{application.email}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={application.status === "approved" ? "default" : application.status === "rejected" ? "outline" : "secondary"}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </Badge>
          <span className="text-xs text-muted-foreground">{subscriptionLabel(application)}</span>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label="Specializations">
        {shown.map((s) => (
          <li key={s}>
            <Badge variant="muted">{s}</Badge>
          </li>
        ))}
        {more > 0 ? (
          <li>
            <Badge variant="outline">+{more} more</Badge>
          </li>
        ) : null}
      </ul>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {application.location} · {application.experience} years · applied <LocalWhen iso={application.createdAt} show="day" />
        </span>
        <Button size="sm" onClick={onOpen}>
          View Details
        </Button>
      </div>
    </li>
  );
}

/** The applications: a card each, or the empty state. */
function ApplicationList({ applications, onOpen }: { applications: AdminApplication[]; onOpen: (id: string) => void }) {
  if (applications.length === 0) {
    return (
      <div className="rounded-xl border border-dashed p-12 text-center">
        <ClipboardList className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold">No Applications Yet</h2>
        <p className="mt-1 text-sm text-muted-foreground">Applications from prospective coaches will appear here.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} onOpen={() => onOpen(application.id)} />
      ))}
    </ul>
  );
}

function Applications({ data }: { data: NonNullable<Route.ComponentProps["loaderData"]> }) {
  const [applications, replace] = useReplaceableItems(data.applications.items);
  const [openId, setOpenId] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const open = applications.find((a) => a.id === openId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/admin" className="-my-2.5 inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline">
        ← Back to Admin Portal
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Coach Applications</h1>
        <Badge variant="secondary">
          {data.applications.total} <span className="sr-only">applications in</span> total
        </Badge>
      </div>
      <p className="mt-2 text-muted-foreground">
        Review each application, record your notes, and publish approved coaches to the directory.
      </p>
      <IncompleteApplications items={data.incomplete} />

      <div className="mt-8">
        <ApplicationList applications={applications} onOpen={setOpenId} />
      </div>
      {open ? (
        <ApplicationDetails
          key={open.id}
          application={open}
          open
          onOpenChange={(next) => {
            if (!next) setOpenId(null);
          }}
          onChanged={(updated) => {
            replace(updated);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}

export default function CoachApplications({ loaderData }: Route.ComponentProps) {
  // No data for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <Applications data={loaderData} /> : null;
}
