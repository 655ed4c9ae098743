// A consultation request's status badge, after 'Overdue' when it is, as staff's list and the coach's inbox show them.
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from "#common/consultation-states";
import { Badge } from "../../components/ui/badge";
import { OverdueBadge } from "./overdue-badge";

const STATUS_STYLE: Record<string, "default" | "secondary" | "outline" | "muted"> = {
  pending: "default",
  contacted: "secondary",
  scheduled: "outline",
  closed: "muted",
};

export function ConsultationStatusBadges({ request }: { request: { status: string; overdue: boolean } }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {request.overdue ? <OverdueBadge /> : null}
      <Badge variant={STATUS_STYLE[request.status] ?? "outline"}>
        {CONSULTATION_STATUS_LABELS[request.status as ConsultationStatus] ?? request.status}
      </Badge>
    </div>
  );
}
