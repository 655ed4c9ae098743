// /admin/applications (docs/product/staff-portal.md#applications): the coach applications with their total,
// three specializations each, and View Details for review and publishing. Staff only: the loader
// refuses anyone else (requireAdminPage), as the API does (requireAdmin).
import { ClipboardList } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/admin-applications";
import { APPLICATION_STATUS_LABELS, type AdminApplication } from "#common/applications";
import { ADMIN_PORTAL_DENIED, AdminAccessDenied, AdminPage, requireAdminPage } from "../components/layout/admin-gate";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { ApplicationDetails, subscriptionLabel } from "../features/admin-applications/application-details";
import { IncompleteApplications } from "../features/admin-applications/incomplete-applications";
import { apiRequest } from "../lib/api";
import { useUnauthorizedHandler } from "../lib/auth";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coach Applications", "Review coach applications, add notes, change their status and publish approved coaches.", [
    { name: "robots", content: "noindex" },
  ]);

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
          {application.location} · {application.experience} years · applied{" "}
          {new Date(application.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}
        </span>
        <Button size="sm" onClick={onOpen}>
          View Details
        </Button>
      </div>
    </li>
  );
}

/** The applications once loaded: a card each, the empty state, or why they could not be loaded. */
function ApplicationList({
  failed,
  applications,
  onOpen,
}: {
  failed: boolean;
  applications: AdminApplication[] | null;
  onOpen: (id: string) => void;
}) {
  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-dashed p-8 text-center">
        The applications could not be loaded. Please reload the page.
      </p>
    );
  }
  if (applications === null) {
    return (
      <div className="space-y-4" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  }
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

function Applications() {
  const [applications, setApplications] = useState<AdminApplication[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failed, setFailed] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const onUnauthorized = useUnauthorizedHandler();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET", "/api/admin/coach-applications", undefined, { signal: controller.signal })
      .then(async (response) => {
        setTotal(Number(response.headers.get("X-Total-Count") ?? 0));
        setApplications((await response.json()) as AdminApplication[]);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!onUnauthorized(error)) setFailed(true);
      });
    return () => controller.abort();
  }, [onUnauthorized]);

  const replace = (updated: AdminApplication) => setApplications((list) => list?.map((a) => (a.id === updated.id ? updated : a)) ?? null);
  const open = applications?.find((a) => a.id === openId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/admin" className="-my-2.5 inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline">
        ← Back to Admin Portal
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Coach Applications</h1>
        {applications ? (
          <Badge variant="secondary">
            {total} <span className="sr-only">applications in</span> total
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">
        Review each application, record your notes, and publish approved coaches to the directory.
      </p>
      <IncompleteApplications />

      <div className="mt-8">
        <ApplicationList failed={failed} applications={applications} onOpen={setOpenId} />
      </div>
      {open ? (
        <ApplicationDetails
          key={open.id}
          application={open}
          open
          onOpenChange={(next) => {
            if (!next) setOpenId(null);
          }}
          onChanged={replace}
        />
      ) : null}
    </div>
  );
}

export const loader = (args: Route.LoaderArgs) => requireAdminPage(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminAccessDenied error={error} message={ADMIN_PORTAL_DENIED} returnTo="/admin/applications" />;
}

export default function CoachApplications({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage signedOut={loaderData.signedOut} message={ADMIN_PORTAL_DENIED} returnTo="/admin/applications">
      <Applications />
    </AdminPage>
  );
}
