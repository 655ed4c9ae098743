// One consultation request to every matched coach: the usual form (its fields, its schema, its draft
// kept across a reload) filled in once, then one POST /api/consultations/request per coach, each
// validated by the server as usual. The page then says which were sent.
import type { RefObject } from "react";
import type { PublicCoach } from "#common/coaches";
import { CONSULTATION_DEFAULTS, type ConsultationRequest } from "#common/consultations";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { ConsultationFields } from "../consultation/consultation-fields";
import { ConsultationSheetFrame } from "../consultation/consultation-sheet";
import { useConsultationForm } from "../consultation/use-consultation-form";

export interface RequestOutcome {
  coachId: string;
  name: string;
  sent: boolean;
  message?: string;
}

async function sendTo(coach: PublicCoach, values: ConsultationRequest): Promise<RequestOutcome> {
  const name = `${coach.firstName} ${coach.lastName}`;
  try {
    await apiRequest("POST", "/api/consultations/request", { ...values, coachId: coach.id, start: undefined });
    return { coachId: coach.id, name, sent: true };
  } catch (error) {
    const message = error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "Please try again.";
    return { coachId: coach.id, name, sent: false, message };
  }
}

export function RequestAllSheet({
  coaches,
  open,
  onOpenChange,
  returnFocusTo,
  onDone,
}: {
  coaches: PublicCoach[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  onDone: (outcomes: RequestOutcome[]) => void;
}) {
  // The form's draft is kept under the first coach's key; every request carries its own coach.
  const form = useConsultationForm(coaches[0].id);
  const { formState, handleSubmit, reset } = form;
  const names = coaches.map((coach) => coach.firstName);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

  const onSubmit = handleSubmit(async (values) => {
    const outcomes: RequestOutcome[] = [];
    // One after another: each is its own request, validated and limited like any other.
    for (const coach of coaches) outcomes.push(await sendTo(coach, values));
    const sent = outcomes.filter((outcome) => outcome.sent).length;
    if (sent === outcomes.length) {
      window.sessionStorage.removeItem(`kindred:consultation-draft:${coaches[0].id}`);
      reset({ ...CONSULTATION_DEFAULTS, coachId: coaches[0].id });
    }
    toast({
      title: sent === outcomes.length ? "Consultation Requests Sent!" : sent === 0 ? "Error" : "Some requests were sent",
      description:
        sent === outcomes.length
          ? `${who} will reach out to you via email to schedule your session.`
          : `${sent} of ${outcomes.length} requests were sent.`,
      variant: sent === outcomes.length ? "success" : "destructive",
    });
    onDone(outcomes);
  });

  return (
    <ConsultationSheetFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      description={`One request, sent to ${who}. Your first conversation with each is a free 15-minute consultation.`}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={`Send to ${names.length === 1 ? names[0] : names.length === 2 ? "both" : "all three"}`}
    >
      <ConsultationFields form={form} />
    </ConsultationSheetFrame>
  );
}
