// 'Consultation Requests' in My Sessions (docs/product/bookings-and-payments.md#my-sessions): the
// requests sent with the person's confirmed address, newest first: the coach, the picked time (or
// when it was sent) in the viewer's zone, and where the request stands. Without a confirmed address
// the list is not shown, and the page says why.
import { Link } from "react-router";
import type { SentConsultationRequest } from "#common/consultation-states";
import { SessionTime } from "./session-time";

function SentRequest({ request }: { request: SentConsultationRequest }) {
  const coachName = `${request.coach.firstName} ${request.coach.lastName}`;
  return (
    <li className="flex flex-col gap-1 rounded-xl border bg-background p-4 shadow-sm" aria-label={`Request to ${coachName}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          {request.coach.active ? (
            <Link to={`/coaches/${request.coach.id}`} className="hover:underline">
              {coachName}
            </Link>
          ) : (
            coachName
          )}
        </h3>
        <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">{request.statusLabel}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {request.sessionType} · {request.requestedStart ? "for " : "sent "}
        <SessionTime iso={request.requestedStart ?? request.createdAt} timeZone="UTC" className="font-medium text-foreground" />
      </p>
    </li>
  );
}

/** `requests`: null when the address is not confirmed. */
export function SentRequests({ requests }: { requests: SentConsultationRequest[] | null }) {
  return (
    <section aria-labelledby="sent-requests" className="flex flex-col gap-4">
      <h2 id="sent-requests" className="text-xl font-semibold">
        Consultation Requests {requests ? <span className="text-base font-normal text-muted-foreground">({requests.length})</span> : null}
      </h2>
      {requests && requests.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {requests.map((request) => (
            <SentRequest key={request.id} request={request} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {requests
            ? "No consultation requests sent with your address yet."
            : "Requests are matched by e-mail address, so they appear once you confirm yours."}
        </p>
      )}
    </section>
  );
}
