// 'Request a consultation': the right-side slide-over of the coach profile
// (docs/product/consultations.md#consultation-form). It closes with a 300 ms fade, by backdrop, close button
// or Cancel, and focus goes back to 'Book Session'. The form validates with the same schema as the server.
// What the visitor typed is kept when the panel closes, when sending fails, and across a reload (a draft in
// session storage) until the request is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useCallback, useEffect, useState, type RefObject } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { CONSULTATION_SESSION_FORMATS, CONSULTATION_SESSION_TYPES } from "#common/catalogue/coach-options";
import {
  CONSULTATION_DEFAULTS,
  consultationRequestSchema,
  type ConsultationRequest,
  type ConsultationRequestInput,
} from "#common/consultations";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input, NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { TIME_TAKEN } from "#common/scheduling/messages";

// The picker of free times loads only when the panel opens (it is not needed for the first paint).
const ConsultationTimeChoice = lazy(() =>
  import("../scheduling/consultation-time-choice").then((m) => ({ default: m.ConsultationTimeChoice })),
);

/** The answer when the picked time went to someone else first (the server's exact words). */

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
export function useConsultationForm(coachId: string) {
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

function fieldError(form: UseFormReturn<ConsultationRequestInput, unknown, ConsultationRequest>, name: keyof ConsultationRequestInput) {
  return form.formState.errors[name]?.message;
}

/**
 * The panel and its form; loaded by ConsultationLauncher when 'Book Session' is first pressed, then
 * kept mounted so what was typed outlasts the panel. Focus goes back to `returnFocusTo` on close.
 */
export function ConsultationSheet({
  coachId,
  coachFirstName,
  open,
  onOpenChange: setOpen,
  returnFocusTo,
}: {
  coachId: string;
  coachFirstName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const form = useConsultationForm(coachId);
  const { register, handleSubmit, formState, setError, reset, setValue } = form;
  const start = useWatch({ control: form.control, name: "start" }) ?? "";
  const [refreshKey, setRefreshKey] = useState(0);
  const pickStart = useCallback((value: string) => setValue("start", value), [setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // With a picked time, the visitor's own zone goes along so the invitation e-mail gives the time there too.
      const zone = values.start ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
      await apiRequest("POST", "/api/consultations/request", zone ? { ...values, timeZone: zone } : values);
      setOpen(false);
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

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="w-[calc(100vw-3rem)] max-w-md sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="text-xl">Request a consultation</SheetTitle>
          <SheetDescription>
            Tell {coachFirstName} a little about what you're looking for. Your first conversation is a free 15-minute consultation.
          </SheetDescription>
        </SheetHeader>

        <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">This is not an emergency service.</p>
          <p className="mt-1">
            If you are in crisis or thinking about harming yourself, call or text <strong>988</strong> to reach the 988 Suicide &amp; Crisis
            Lifeline (US), available 24/7, or call <strong>911</strong> if you are in immediate danger. Outside the US, contact your local
            emergency number.
          </p>
        </div>

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Request a consultation">
          <input type="hidden" {...register("coachId")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={fieldError(form, "firstName")}>
              <Input autoComplete="given-name" {...register("firstName")} />
            </FormField>
            <FormField label="Last name" error={fieldError(form, "lastName")}>
              <Input autoComplete="family-name" {...register("lastName")} />
            </FormField>
          </div>
          <FormField label="Email" error={fieldError(form, "email")}>
            <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
          </FormField>
          <FormField label="Phone number" error={fieldError(form, "phoneNumber")}>
            <Input type="tel" autoComplete="tel" inputMode="tel" {...register("phoneNumber")} />
          </FormField>
          <FormField label="Session type" error={fieldError(form, "sessionType")}>
            <NativeSelect {...register("sessionType")}>
              {CONSULTATION_SESSION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="City or ZIP code" error={fieldError(form, "location")}>
            <Input autoComplete="postal-code" {...register("location")} />
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Session format</legend>
            <div className="flex gap-4">
              {CONSULTATION_SESSION_FORMATS.map((format) => (
                <label key={format.value} className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="radio" value={format.value} className="size-4 accent-primary" {...register("sessionFormat")} />
                  {format.label}
                </label>
              ))}
            </div>
            {fieldError(form, "sessionFormat") ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {fieldError(form, "sessionFormat")}
              </p>
            ) : null}
          </fieldset>
          <FormField label="What brings you here today?" error={fieldError(form, "reasonForVisit")}>
            <Textarea rows={4} {...register("reasonForVisit")} />
          </FormField>
          {open ? (
            <Suspense fallback={null}>
              <ConsultationTimeChoice
                coachId={coachId}
                value={start}
                onChange={pickStart}
                refreshKey={refreshKey}
                error={fieldError(form, "start")}
              />
            </Suspense>
          ) : null}
          {/* Send request first, shown and reached first at every width: one Tab from the last field. */}
          <div className="flex flex-col gap-2 pt-2 sm:flex-row">
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Sending..." : "Send request"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
