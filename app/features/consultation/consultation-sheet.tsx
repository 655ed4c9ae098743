// 'Request a consultation': the right-side slide-over of the coach profile
// (docs/product/consultations.md#consultation-form). It closes with a 300 ms fade, by backdrop, close button
// or Cancel, and focus goes back to the button that opened it. The form validates with the same schema as the server.
// What the visitor typed is kept when the panel closes, when sending fails, and across a reload (a draft in
// session storage) until the request is sent.
import { lazy, Suspense, useCallback, type ComponentProps, type ReactNode, type RefObject } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { ConsultationFields, fieldError } from "./consultation-fields";
import { useConsultationForm, useSendConsultationRequest } from "./use-consultation-form";

// The picker of free times loads only when the panel opens (it is not needed for the first paint).
const ConsultationTimeChoice = lazy(() =>
  import("../scheduling/consultation-time-choice").then((m) => ({ default: m.ConsultationTimeChoice })),
);

/** Said before the form: the platform is not for emergencies, and where to turn instead. */
export function CrisisNote() {
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">This is not an emergency service.</p>
      <p className="mt-1">
        If you are in crisis or thinking about harming yourself, call or text <strong>988</strong> to reach the 988 Suicide &amp; Crisis
        Lifeline (US), available 24/7, or call <strong>911</strong> if you are in immediate danger. Outside the US, contact your local
        emergency number.
      </p>
    </div>
  );
}

/**
 * The panel and its form; loaded by the profile (profile-booking.tsx) when it is first opened, then
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
  const { formState, setValue } = form;
  const start = useWatch({ control: form.control, name: "start" }) ?? "";
  const { onSubmit, refreshKey } = useSendConsultationRequest(form, { coachId, coachFirstName, close: () => setOpen(false) });
  const pickStart = useCallback((value: string) => setValue("start", value), [setValue]);

  return (
    <ConsultationSheetFrame
      open={open}
      onOpenChange={setOpen}
      returnFocusTo={returnFocusTo}
      description={`Tell ${coachFirstName} a little about what you're looking for. Your first conversation is a free 15-minute consultation.`}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel="Send request"
    >
      <ConsultationFields form={form} />
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
    </ConsultationSheetFrame>
  );
}

/**
 * The slide-over a consultation request is written in (one coach's here, every matched coach's on the
 * match page): its title and `description`, the crisis note, the form with `children` as its fields,
 * then 'Send…' and Cancel. Focus goes back to `returnFocusTo` on close.
 */
export function ConsultationSheetFrame({
  open,
  onOpenChange,
  returnFocusTo,
  description,
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  description: string;
  onSubmit: ComponentProps<"form">["onSubmit"];
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
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
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <CrisisNote />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Request a consultation">
          {children}
          {/* Sending first, shown and reached first at every width: one Tab from the last field. */}
          <div className="flex flex-col gap-2 pt-2 sm:flex-row">
            <Button type="submit" disabled={submitting}>
              {submitting ? "Sending..." : submitLabel}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
