// Staff's view of applicants who paid the subscription and did not send step 3 (docs/product/
// staff-portal.md#applications): 'Incomplete' with their contact details while the e-mailed link
// still works, then 'Cancelled and refunded'. Shown above the applications when there are any (the
// page's loader reads them).
import type { ReactNode } from "react";
import { INCOMPLETE_STATE_LABELS, type IncompleteApplication } from "#common/incomplete-applications";
import { formatDollars } from "#common/money";
import { Badge } from "../../components/ui/badge";
import { LocalWhen } from "../admin/local-when";

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
        <Fact term="Paid">
          <LocalWhen iso={item.paidAt} show="day" />
        </Fact>
        <Fact term="Reminder">
          {item.reminderSentAt ? (
            <>
              sent <LocalWhen iso={item.reminderSentAt} show="day" />
            </>
          ) : (
            "not sent yet"
          )}
        </Fact>
        {item.cancelledAt ? (
          <Fact term="Cancelled">
            <LocalWhen iso={item.cancelledAt} show="day" />
            {item.refundedCents !== null ? `, ${formatDollars(item.refundedCents)} refunded` : ""}
          </Fact>
        ) : (
          <Fact term="Cancelled and refunded on">
            <LocalWhen iso={item.cancelsAt} show="day" /> unless the application arrives
          </Fact>
        )}
      </dl>
    </li>
  );
}

/** `items`: from the page's loader. Nothing is shown when there are none. */
export function IncompleteApplications({ items }: { items: IncompleteApplication[] }) {
  if (items.length === 0) return null;
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
