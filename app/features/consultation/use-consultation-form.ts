// The state of the consultation request form: the form itself with its draft in session storage (so
// what was typed survives a reload until the request is sent), and sending the request.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import {
  CONSULTATION_DEFAULTS,
  consultationRequestSchema,
  type ConsultationRequest,
  type ConsultationRequestInput,
} from "#common/consultations";
import { TIME_TAKEN } from "#common/scheduling/messages";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";

export type ConsultationForm = UseFormReturn<ConsultationRequestInput, unknown, ConsultationRequest>;

const draftKey = (coachId: string) => `kindred:consultation-draft:${coachId}`;

function readDraft(coachId: string): Partial<ConsultationRequestInput> {
  try {
    const text = window.sessionStorage.getItem(draftKey(coachId));
    return text ? (JSON.parse(text) as Partial<ConsultationRequestInput>) : {};
  } catch {
    return {};
  }
}

/** The form of one coach's consultation request; lives in the page so it outlasts the panel. */
export function useConsultationForm(coachId: string): ConsultationForm {
  const form = useForm<ConsultationRequestInput, unknown, ConsultationRequest>({
    resolver: zodResolver(consultationRequestSchema),
    // Resolved in the browser after hydration: a draft kept from before a reload comes back.
    defaultValues: async () => ({ ...CONSULTATION_DEFAULTS, ...readDraft(coachId), coachId }),
    // On submit, then on every change: validating on blur would move the submit button under the
    // pointer (a message appears above it) and swallow the click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const values = useWatch({ control: form.control });
  const loaded = !form.formState.isLoading;

  useEffect(() => {
    if (!loaded) return;
    try {
      window.sessionStorage.setItem(draftKey(coachId), JSON.stringify({ ...values, coachId: undefined }));
    } catch {
      // Storage full or disabled: the form still works, the draft just isn't kept.
    }
  }, [coachId, loaded, values]);

  return form;
}

/**
 * Sends the request. Sent: the panel closes, the draft is dropped and the form starts blank. The picked
 * time taken meanwhile: the time is cleared and `refreshKey` changes, so the list of times loads again.
 */
export function useSendConsultationRequest(
  form: ConsultationForm,
  { coachId, coachFirstName, close }: { coachId: string; coachFirstName: string; close: () => void },
) {
  const { handleSubmit, setError, reset, setValue } = form;
  const [refreshKey, setRefreshKey] = useState(0);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // With a picked time, the visitor's own zone goes along so the invitation e-mail gives the time there too.
      const zone = values.start ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
      await apiRequest("POST", "/api/consultations/request", zone ? { ...values, timeZone: zone } : values);
      close();
      window.sessionStorage.removeItem(draftKey(coachId));
      reset({ ...CONSULTATION_DEFAULTS, coachId });
      const { describeSlot } = values.start ? await import("../scheduling/time-picker") : { describeSlot: () => "" };
      toast({
        title: "Consultation Request Sent!",
        description: values.start
          ? `Your free 15-minute consultation with ${coachFirstName} is booked for ${describeSlot(values.start)}. The invitation is in your e-mail.`
          : `${coachFirstName} will reach out to you via email to schedule your session.`,
        variant: "success",
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === TIME_TAKEN) {
        // Everything typed stays; the list of times is loaded again without the one just taken.
        setValue("start", "");
        setRefreshKey((key) => key + 1);
        toast({ title: "Time no longer free", description: TIME_TAKEN, variant: "destructive" });
        return;
      }
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in CONSULTATION_DEFAULTS) setError(field as keyof ConsultationRequestInput, { message });
        }
      }
      toast({ title: "Error", description: "Failed to send consultation request. Please try again.", variant: "destructive" });
    }
  });

  return { onSubmit, refreshKey };
}
