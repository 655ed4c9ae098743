// The e-mail outbox for staff (docs/product/staff-portal.md#outbox): every message with its delivery status,
// so staff can see what went out, what waits (no SMTP configured) and what failed, and why.
import { Link } from "react-router";
import { ADMIN_LIST_PAGE_SIZE, type AdminOutboxMessage } from "#common/admin-coaches";
import type { Page } from "#common/coaches";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { usePagedList } from "./admin-data";
import { LocalWhen } from "./local-when";

const STATUS: Record<AdminOutboxMessage["status"], { label: string; variant: "default" | "secondary" | "muted" }> = {
  pending: { label: "Waiting", variant: "secondary" },
  sent: { label: "Sent", variant: "muted" },
  failed: { label: "Failed", variant: "default" },
};

/** `first`: the loader's first page. */
export function OutboxList({ first }: { first: Page<AdminOutboxMessage> }) {
  const list = usePagedList("/api/admin/outbox", ADMIN_LIST_PAGE_SIZE, first);
  return (
    <section aria-labelledby="outbox-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="outbox-heading" className="text-xl font-semibold">
          Outbox
        </h2>
        <p className="text-sm text-muted-foreground">
          {list.total} e-mails, newest first ·{" "}
          <Link to="/admin/jobs" className="font-medium text-primary hover:underline">
            Failed jobs
          </Link>
        </p>
      </div>
      {list.items.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="E-mails">
          {list.items.map((message) => (
            <li key={message.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center" data-testid="outbox-message">
              <div className="min-w-0">
                <p className="font-medium break-words sm:truncate">{message.subject}</p>
                <p className="[overflow-wrap:anywhere] text-muted-foreground sm:truncate">
                  To {message.to} · {message.kind} · <LocalWhen iso={message.createdAt} />
                </p>
                {message.lastError ? <p className="truncate text-destructive">Last error: {message.lastError}</p> : null}
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={STATUS[message.status].variant}>{STATUS[message.status].label}</Badge>
                <span className="text-xs text-muted-foreground">
                  {message.attempts} attempt{message.attempts === 1 ? "" : "s"}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.items.length < list.total ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void list.loadMore()} disabled={list.loading}>
          Load more e-mails
        </Button>
      ) : null}
    </section>
  );
}
