// One consultation request in the staff list: who and for which coach, when, its status (and
// 'Overdue'), contact details and reason, the status changes its transitions allow, and
// 'Create booking'.
import { CalendarPlus, Mail, Phone } from "lucide-react";
import type { AdminConsultationRequest } from "#common/admin-coaches";
import { CONSULTATION_TRANSITIONS, type ConsultationStatus } from "#common/consultation-states";
import { Button } from "../../components/ui/button";
import { ConsultationStatusBadges } from "../coach-workspace/consultation-status-badges";
import { LocalWhen } from "./local-when";

const ACTION_LABEL: Record<ConsultationStatus, string> = {
  pending: "Mark pending",
  contacted: "Mark contacted",
  scheduled: "Mark scheduled",
  closed: "Close",
};

export function ConsultationRequestItem({
  request,
  changing,
  onChange,
}: {
  request: AdminConsultationRequest;
  /** A status change of this request is being saved. */
  changing: boolean;
  onChange(status: ConsultationStatus): void;
}) {
  const next = CONSULTATION_TRANSITIONS[request.status as ConsultationStatus] ?? [];
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="consultation-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">
            {request.firstName} {request.lastName}
          </p>
          <p className="text-sm text-muted-foreground">
            for <span className="font-medium text-foreground">{request.coachName}</span> · <LocalWhen iso={request.createdAt} />
          </p>
        </div>
        <ConsultationStatusBadges request={request} />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className="inline-flex items-center gap-1 underline-offset-2 hover:underline" href={`mailto:${request.email}`}>
          <Mail className="size-4" aria-hidden="true" /> {request.email}
        </a>
        <a className="inline-flex items-center gap-1 underline-offset-2 hover:underline" href={`tel:${request.phoneNumber}`}>
          <Phone className="size-4" aria-hidden="true" /> {request.phoneNumber}
        </a>
        <span>
          {request.sessionType} · {request.sessionFormat === "in-person" ? "In-person" : "Virtual"} · {request.location}
        </span>
      </div>
      <p className="text-sm whitespace-pre-line">{request.reasonForVisit}</p>
      <div className="flex flex-wrap gap-2">
        {next.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="outline"
            disabled={changing}
            onClick={() => onChange(status)}
            aria-label={`${ACTION_LABEL[status]}: ${request.firstName} ${request.lastName}`}
          >
            {ACTION_LABEL[status]}
          </Button>
        ))}
        <Button size="sm" asChild>
          <a
            href={`/admin/bookings?fromConsultation=${request.id}`}
            aria-label={`Create booking for ${request.firstName} ${request.lastName}`}
          >
            <CalendarPlus aria-hidden="true" /> Create booking
          </a>
        </Button>
      </div>
    </li>
  );
}
