// What a consultation request says: who asked (e-mail and phone as links), when it arrived, its
// status (and 'Overdue'), the session asked for and the reason, as the inbox card shows them.
import { Mail, Phone } from "lucide-react";
import type { CoachConsultationRequest } from "#common/consultation-states";
import { SessionTime } from "../booking/session-time";
import { ConsultationStatusBadges } from "./consultation-status-badges";

const FORMAT_LABELS: Record<string, string> = { virtual: "Virtual", "in-person": "In-person" };

export function RequestSummary({ request, who }: { request: CoachConsultationRequest; who: string }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{who}</h3>
          <p className="text-sm text-muted-foreground">
            Received <SessionTime iso={request.createdAt} timeZone="UTC" />
          </p>
        </div>
        <ConsultationStatusBadges request={request} />
      </div>

      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
        <a
          className="-my-1 inline-flex min-h-10 items-center gap-1.5 break-all underline-offset-2 hover:underline"
          href={`mailto:${request.email}`}
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" /> {request.email}
        </a>
        <a
          className="-my-1 inline-flex min-h-10 items-center gap-1.5 underline-offset-2 hover:underline"
          href={`tel:${request.phoneNumber.replace(/[^\d+]/g, "")}`}
        >
          <Phone className="size-4 shrink-0" aria-hidden="true" /> {request.phoneNumber}
        </a>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Session type</dt>
        <dd>{request.sessionType}</dd>
        <dt className="text-muted-foreground">Format</dt>
        <dd>{FORMAT_LABELS[request.sessionFormat] ?? request.sessionFormat}</dd>
        <dt className="text-muted-foreground">Location</dt>
        <dd>{request.location}</dd>
      </dl>
      <div className="text-sm">
        <p className="text-muted-foreground">What brings them here</p>
        <p className="mt-0.5 break-words whitespace-pre-line">{request.reasonForVisit}</p>
      </div>
    </>
  );
}
