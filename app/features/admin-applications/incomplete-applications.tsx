// Staff's view of applicants who paid the subscription and did not send step 3 (docs/product/
// staff-portal.md#applications): 'Incomplete' with their contact details while the e-mailed link
// still works, then 'Cancelled and refunded'. Shown above the applications when there are any.
import { type ReactNode, useEffect, useState } from "react";
import { INCOMPLETE_STATE_LABELS, type IncompleteApplication } from "#common/incomplete-applications";
import { formatDollars } from "#common/money";
import { Badge } from "../../components/ui/badge";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function IncompleteItem({ item }: { item: IncompleteApplication }) {
  return (
    <li className="rounded-xl border bg-background p-4 shadow-sm" data-testid="incomplete-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {item.firstName} {item.lastName}
        </h3>
        <Badge variant={item.state === "incomplete" ? "secondary" : "outline"}>{INCOMPLETE_STATE_LABELS[item.state]}</Badge>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <Fact term="Email">
          <a className="text-primary hover:underline" href={`mailto:${item.email}`}>
            {item.email}
          </a>
        </Fact>
        <Fact term="Phone">
          <a className="text-primary hover:underline" href={`tel:${item.phone}`}>
            {item.phone}
          </a>
        </Fact>
        <Fact term="Location">{item.location}</Fact>
        <Fact term="Paid">{day(item.paidAt)}</Fact>
        <Fact term="Reminder">{item.reminderSentAt ? `sent ${day(item.reminderSentAt)}` : "not sent yet"}</Fact>
        {item.cancelledAt ? (
          <Fact term="Cancelled">
            {day(item.cancelledAt)}
            {item.refundedCents !== null ? `, ${formatDollars(item.refundedCents)} refunded` : ""}
          </Fact>
        ) : (
          <Fact term="Cancelled and refunded on">{day(item.cancelsAt)} unless the application arrives</Fact>
        )}
      </dl>
    </li>
  );
}

export function IncompleteApplications() {
  const [items, setItems] = useState<IncompleteApplication[] | null>(null);
  const [failed, setFailed] = useState(false);
  const onUnauthorized = useUnauthorizedHandler();

  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET", "/api/admin/incomplete-applications", undefined, { signal: controller.signal })
      .then(async (response) => setItems((await response.json()) as IncompleteApplication[]))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (!onUnauthorized(error)) setFailed(true);
      });
    return () => controller.abort();
  }, [onUnauthorized]);

  if (failed) {
    return (
      <p role="alert" className="mt-8 rounded-xl border border-dashed p-4 text-center text-sm">
        The incomplete applications could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="incomplete-applications" className="mt-8">
      <h2 id="incomplete-applications" className="text-xl font-semibold">
        Incomplete applications
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        These people paid the subscription but have not sent step 3. Each was e-mailed a link to finish; without an application the
        subscription is cancelled and refunded 7 days after the payment.
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <IncompleteItem key={item.subscriptionId} item={item} />
        ))}
      </ul>
    </section>
  );
}
