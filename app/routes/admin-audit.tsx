// /admin/audit: the audit trail of staff actions, behind the staff guard of the /admin layout. The
// filters are the address's query (actor, entity, from, to, offset), checked with the schema of
// GET /api/admin/audit; the rows are read in the loader from the same service.
import type { Route } from "./+types/admin-audit";
import { auditQuerySchema } from "#common/audit";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { AuditTrail, type AuditFilters } from "../features/admin-audit/audit-trail";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/audit");

export const loader = (args: Route.LoaderArgs) =>
  loadForStaff(args, async ({ audit }) => {
    const params = new URL(args.request.url).searchParams;
    const filters: AuditFilters = {
      actor: params.get("actor") ?? "",
      entity: params.get("entity") ?? "",
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
    };
    const parsed = auditQuerySchema.safeParse({ ...filters, offset: params.get("offset") ?? undefined });
    if (!parsed.success)
      return { filters, error: parsed.error.issues[0]?.message ?? "Invalid filter", entries: [], total: 0, offset: 0, limit: 0 };
    const { items, total } = await audit.list(parsed.data);
    return { filters, error: null, entries: items, total, offset: parsed.data.offset, limit: parsed.data.limit };
  });

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  // No page for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <AuditTrail {...loaderData} /> : null;
}
