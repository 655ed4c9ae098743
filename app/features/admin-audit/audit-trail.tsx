// The /admin/audit page (docs/product/audit-trail.md): a filter form (who, what kind of thing, from, to),
// the staff changes newest first, each with when, who, the action, the thing changed and its fields
// before → after, and paging. A table on wide screens, a list on a phone. The form is a plain GET form,
// so the filters live in the address and the page works before (and without) JavaScript.
import { Form, Link } from "react-router";
import type { AuditEntry } from "#common/audit";
import { AUDIT_ENTITY_KINDS } from "#common/audit-entities";
import { Button } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { TableHead } from "../../components/ui/table-head";
import { LocalWhen } from "../admin/local-when";
import { StaffPageHeader } from "../admin/staff-page-header";

export interface AuditFilters {
  actor: string;
  entity: string;
  from: string;
  to: string;
}

interface AuditTrailProps {
  filters: AuditFilters;
  /** The filter's problem, in the API's words; no rows are shown with it. */
  error: string | null;
  entries: AuditEntry[];
  total: number;
  offset: number;
  limit: number;
}

/** A value as one short line of text. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Each field that changed, `before → after` (a creation shows only after, a deletion only before). */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-muted-foreground">No fields changed</span>;
  return (
    <dl className="grid gap-1">
      {keys.map((key) => (
        <div key={key} className="min-w-0 break-words">
          <dt className="inline font-medium">{key}: </dt>
          <dd className="inline">
            {entry.before ? <span className="text-muted-foreground">{shown(entry.before[key])}</span> : null}
            {entry.before && entry.after ? (
              <span role="img" aria-label="became">
                {" "}
                →{" "}
              </span>
            ) : null}
            {entry.after ? <span>{shown(entry.after[key])}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FilterForm({ filters }: { filters: AuditFilters }) {
  return (
    <Form
      method="get"
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      aria-label="Filter the audit trail"
    >
      <div className="grid gap-2">
        <Label htmlFor="audit-actor">Staff member (e-mail or id)</Label>
        <Input id="audit-actor" name="actor" type="text" defaultValue={filters.actor} autoComplete="off" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-entity">Kind of thing</Label>
        <NativeSelect id="audit-entity" name="entity" defaultValue={filters.entity}>
          <option value="">All</option>
          {AUDIT_ENTITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-from">From (day, UTC)</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-to">To (day, UTC)</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filter</Button>
        <Button asChild variant="outline">
          <Link to="/admin/audit">Clear</Link>
        </Button>
      </div>
    </Form>
  );
}

/** The address of another page of the same filters. */
function pageLink(filters: AuditFilters, offset: number): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (offset > 0) query.set("offset", String(offset));
  const text = query.toString();
  return text ? `/admin/audit?${text}` : "/admin/audit";
}

function Paging({ filters, total, offset, limit }: Pick<AuditTrailProps, "filters" | "total" | "offset" | "limit">) {
  if (total === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label="Pages of the audit trail" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing {offset + 1}–{last} of {total}
      </p>
      <div className="flex gap-2">
        {offset > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageLink(filters, Math.max(0, offset - limit))}>Newer</Link>
          </Button>
        ) : null}
        {last < total ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageLink(filters, last)}>Older</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="hidden w-full table-fixed text-sm md:table" data-testid="audit-table">
      <caption className="sr-only">Staff changes, newest first</caption>
      <TableHead
        padding="px-3"
        columns={[
          { label: "When", className: "w-40" },
          { label: "Who", className: "w-48" },
          { label: "Action", className: "w-44" },
          { label: "Entity", className: "w-48" },
          { label: "Before → after" },
        ]}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t align-top">
            <td className="px-3 py-2">
              <LocalWhen iso={entry.occurredAt} />
            </td>
            <td className="px-3 py-2 break-words">{entry.actor.email}</td>
            <td className="px-3 py-2 font-mono text-xs break-words">{entry.action}</td>
            <td className="px-3 py-2 break-words">
              {entry.entity} <span className="font-mono text-xs text-muted-foreground">{entry.entityId}</span>
            </td>
            <td className="px-3 py-2">
              <Changes entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntriesList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="grid gap-3 md:hidden" data-testid="audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
          <p className="font-mono text-xs break-words">{entry.action}</p>
          <p className="text-muted-foreground">
            <LocalWhen iso={entry.occurredAt} /> · <span className="break-words">{entry.actor.email}</span>
          </p>
          <p className="break-words">
            {entry.entity} <span className="font-mono text-xs text-muted-foreground">{entry.entityId}</span>
          </p>
          <Changes entry={entry} />
        </li>
      ))}
    </ul>
  );
}

export function AuditTrail({ filters, error, entries, total, offset, limit }: AuditTrailProps) {
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <StaffPageHeader
        title="Audit Trail"
        description="Every change staff made: who, when, what, and the fields before and after. Newest first; times in your time zone."
      />

      <FilterForm filters={filters} />

      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-muted-foreground">No staff changes match these filters.</p>
      ) : (
        <section aria-label="Staff changes" className="grid min-w-0 gap-4">
          <EntriesTable entries={entries} />
          <EntriesList entries={entries} />
          <Paging filters={filters} total={total} offset={offset} limit={limit} />
        </section>
      )}
    </div>
  );
}
