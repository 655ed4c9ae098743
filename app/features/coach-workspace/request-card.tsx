// One consultation request in the coach's inbox: who asked (e-mail and phone as links), what for,
// when it arrived (in the viewer's zone, named), 'Overdue' when still pending after 24 hours, the
// status moves the written-down transitions allow from here, private notes with Save, and 'Create
// session', which opens the Sessions form prefilled from the request.
import { CalendarPlus, Loader2, Mail, Phone } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  COACH_NOTES_MAX,
  CONSULTATION_STATUS_LABELS,
  type CoachConsultationRequest,
  type ConsultationStatus,
} from "#common/consultation-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { SessionTime } from "../booking/session-time";
import { OverdueBadge } from "./overdue-badge";

const MOVE_LABELS: Record<ConsultationStatus, string> = {
  pending: "Mark pending",
  contacted: "Mark contacted",
  scheduled: "Mark scheduled",
  closed: "Close request",
};
const STATUS_STYLE: Record<string, "default" | "secondary" | "outline" | "muted"> = {
  pending: "default",
  contacted: "secondary",
  scheduled: "outline",
  closed: "muted",
};
const FORMAT_LABELS: Record<string, string> = { virtual: "Virtual", "in-person": "In-person" };

export function RequestCard({
  request,
  onChanged,
  onUnauthorized,
}: {
  request: CoachConsultationRequest;
  onChanged(updated: CoachConsultationRequest): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const id = useId();
  const who = `${request.firstName} ${request.lastName}`;
  const [note, setNote] = useState(request.note);
  const [busy, setBusy] = useState<"status" | "note" | null>(null);
  const [noteError, setNoteError] = useState("");

  const send = async (body: { status?: ConsultationStatus; note?: string }, done: string) => {
    setBusy(body.status ? "status" : "note");
    try {
      const response = await apiRequest("PATCH", `/api/coach/consultations/${request.id}`, body);
      const updated = (await response.json()) as CoachConsultationRequest;
      onChanged(updated);
      setNoteError("");
      toast({ title: "Request Updated", description: done, variant: "success" });
    } catch (error) {
      if (onUnauthorized(error)) return;
      const fieldError = error instanceof ApiError ? error.fieldErrors.note : undefined;
      if (fieldError) setNoteError(fieldError);
      toast({
        title: "Error",
        description: (error instanceof ApiError && error.serverMessage) || "The request could not be updated. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm" aria-label={`Request from ${who}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{who}</h3>
          <p className="text-sm text-muted-foreground">
            Received <SessionTime iso={request.createdAt} timeZone="UTC" />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {request.overdue ? <OverdueBadge /> : null}
          <Badge variant={STATUS_STYLE[request.status] ?? "outline"}>
            {CONSULTATION_STATUS_LABELS[request.status as ConsultationStatus] ?? request.status}
          </Badge>
        </div>
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

      <form
        className="grid gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          if (note.length > COACH_NOTES_MAX) return setNoteError(`Notes must be at most ${COACH_NOTES_MAX} characters`);
          void send({ note }, "Notes saved.");
        }}
      >
        <Label htmlFor={`${id}-note`}>Private notes</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          className="min-h-16"
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : `${id}-note-hint`}
        />
        {noteError ? (
          <p id={`${id}-note-error`} className="text-sm font-medium text-destructive">
            {noteError}
          </p>
        ) : (
          <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
            Only you see these.
          </p>
        )}
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={busy !== null || note === request.note}
          aria-label={`Save notes on ${who}'s request`}
        >
          {busy === "note" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} Save notes
        </Button>
      </form>

      <div className="flex flex-wrap gap-2 border-t pt-3">
        {request.allowedStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === "closed" ? "outline" : "secondary"}
            disabled={busy !== null}
            onClick={() => void send({ status }, `${who}: ${CONSULTATION_STATUS_LABELS[status]}.`)}
            aria-label={`${MOVE_LABELS[status]}: ${who}`}
          >
            {MOVE_LABELS[status]}
          </Button>
        ))}
        {request.status !== "closed" ? (
          <Button size="sm" asChild>
            <Link to={`/coach/sessions?fromRequest=${request.id}`} aria-label={`Create session for ${who}`}>
              <CalendarPlus aria-hidden="true" /> Create session
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
