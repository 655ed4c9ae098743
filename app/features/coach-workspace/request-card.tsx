// One consultation request in the coach's inbox: who asked (e-mail and phone as links), what for,
// when it arrived (in the viewer's zone, named), 'Overdue' when still pending after 24 hours, the
// status moves the written-down transitions allow from here, private notes with Save, and 'Create
// session', which opens the Sessions form prefilled from the request.
import { CalendarPlus, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  COACH_NOTES_MAX,
  CONSULTATION_STATUS_LABELS,
  type CoachConsultationRequest,
  type ConsultationStatus,
} from "#common/consultation-states";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { RequestSummary } from "./request-summary";

const MOVE_LABELS: Record<ConsultationStatus, string> = {
  pending: "Mark pending",
  contacted: "Mark contacted",
  scheduled: "Mark scheduled",
  closed: "Close request",
};

type RequestChange = { status?: ConsultationStatus; note?: string };
type SendChange = (body: RequestChange, done: string) => Promise<void>;

/** Sends a status move or the notes; one change at a time, so `busy` says which one runs. */
function useRequestUpdate(
  request: CoachConsultationRequest,
  onChanged: (updated: CoachConsultationRequest) => void,
  onUnauthorized: (error: unknown) => boolean,
) {
  const [busy, setBusy] = useState<"status" | "note" | null>(null);
  const [noteError, setNoteError] = useState("");

  const send: SendChange = async (body, done) => {
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

  return { busy, noteError, setNoteError, send };
}

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
  const { busy, noteError, setNoteError, send } = useRequestUpdate(request, onChanged, onUnauthorized);

  return (
    <li className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm" aria-label={`Request from ${who}`}>
      <RequestSummary request={request} who={who} />

      <NotesForm id={id} request={request} who={who} busy={busy} noteError={noteError} setNoteError={setNoteError} send={send} />

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

/** The coach's private notes on the request, checked for length before they are sent. */
function NotesForm({
  id,
  request,
  who,
  busy,
  noteError,
  setNoteError,
  send,
}: {
  /** The card's own id, which the notes' label, hint and error build on. */
  id: string;
  request: CoachConsultationRequest;
  who: string;
  busy: "status" | "note" | null;
  noteError: string;
  setNoteError(message: string): void;
  send: SendChange;
}) {
  const [note, setNote] = useState(request.note);
  return (
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
  );
}
