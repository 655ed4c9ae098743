// The coach's own profile form (Coach Workspace → Profile): the staff Edit Coach fields, rules and
// messages (the same field components and the same schema as the API), without what a coach may
// not set, beside a live preview of the directory card. Saving sends PATCH /api/coach/profile.
import { schemaResolver } from "../../lib/schema-resolver";
import { ExternalLink, Loader2 } from "lucide-react";
import { useState } from "react";
import { useWatch, type FieldPath } from "react-hook-form";
import { Link } from "react-router";
import { COACH_PROFILE_MESSAGES, coachProfilePatchSchema } from "#common/coach-profile";
import type { PublicCoach } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useServerRenderedForm } from "../../lib/use-server-rendered-form";
import { useUnauthorizedHandler } from "../../lib/auth";
import { CoachFormFields } from "../admin/coach-form-fields";
import { COACH_FORM_FIELDS, coachFormValues, type CoachFormValues } from "../admin/coach-form-values";
import { previewCoach, ProfilePreview } from "./profile-preview";

/** The form's values: the staff form's, without the e-mail and the Active switch (never sent). */
function editableValues(coach: PublicCoach): Partial<CoachFormValues> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { email, isActive, ...values } = coachFormValues(coach);
  return values;
}

/** Beside the form: the directory card as it would look with what is typed, and where it is live. */
function PreviewColumn({ saved, values }: { saved: PublicCoach; values: Partial<CoachFormValues> }) {
  return (
    <div className="grid gap-4 lg:sticky lg:top-20">
      <ProfilePreview coach={previewCoach(saved, values)} />
      {saved.isActive ? (
        <Link
          to={`/coaches/${saved.id}`}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          View your public profile <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          Your profile is offline: it is not shown in the directory. Changes you save now show when it is live again.
        </p>
      )}
    </div>
  );
}

export function ProfileEditor({ initial }: { initial: PublicCoach }) {
  const [saved, setSaved] = useState(initial);
  const handleUnauthorized = useUnauthorizedHandler();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useServerRenderedForm<CoachFormValues>({
    // The API's own schema: the same messages show under the fields before anything is sent.
    resolver: schemaResolver(coachProfilePatchSchema),
    defaultValues: editableValues(initial),
    shouldFocusError: true,
  });
  const values = useWatch({ control }) as Partial<CoachFormValues>;

  // Sends what was typed (the API applies the same schema), never an e-mail or the Active switch.
  const onSubmit = handleSubmit(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { email, isActive, ...body } = getValues();
    try {
      const response = await apiRequest("PATCH", "/api/coach/profile", body);
      const updated = (await response.json()) as PublicCoach;
      setSaved(updated);
      reset(editableValues(updated));
      toast({ ...COACH_PROFILE_MESSAGES.saved, variant: "success" });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((COACH_FORM_FIELDS as string[]).includes(field))
            setError(field as FieldPath<CoachFormValues>, { type: "server", message }, { shouldFocus: true });
        }
        toast({ ...COACH_PROFILE_MESSAGES.failed, variant: "destructive" });
        return;
      }
      const description =
        error instanceof ApiError
          ? (error.serverMessage ?? COACH_PROFILE_MESSAGES.unreachable.description)
          : COACH_PROFILE_MESSAGES.unreachable.description;
      toast({ title: COACH_PROFILE_MESSAGES.unreachable.title, description, variant: "destructive" });
    }
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Edit your profile">
        <CoachFormFields audience="coach" coach={saved} register={register} control={control} setValue={setValue} errors={errors} />
        <div
          data-sticky-bottom
          className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:px-0"
        >
          {isDirty ? <p className="mr-auto text-sm text-muted-foreground">You have unsaved changes.</p> : null}
          <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset(editableValues(saved))}>
            Discard changes
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>

      <PreviewColumn saved={saved} values={values} />
    </div>
  );
}
