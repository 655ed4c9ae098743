// The fields of the Add/Edit Coach form, in the order of
// docs/product/staff-portal.md#add-and-edit-coach. On create the title is not asked for (it becomes
// "First Last"); when editing it is. The coach's
// own Profile form (Coach Workspace) uses the same fields for `audience="coach"`: the e-mail is shown
// but not editable (the account is linked by it) and the Active switch is not there (staff and the
// subscription decide whether a profile is listed). The yes/no fields are the description's
// checkboxes, each shown to whom its `edit` names (common/coach-fields.ts). Groups of fields are in coach-form-sections.tsx.
import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { ADMIN_AVAILABILITY_OPTIONS, ADMIN_SESSION_TYPES } from "#common/catalogue/coach-options";
import type { PublicCoach } from "#common/coaches";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { CoachImageField } from "./coach-image-field";
import { COACH_FORM_FLAGS, type CoachFormValues } from "./coach-form-values";
import {
  CoachContactFields,
  CoachCredentialFields,
  CoachExperienceAndRateFields,
  CoachLocationFields,
  errorOf,
} from "./coach-form-sections";
import { CheckboxList } from "./coach-list-pickers";
import { SpecializationPicker } from "./specialization-picker";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CoachFormFields({
  coach,
  register,
  control,
  setValue,
  errors,
  audience = "staff",
}: {
  /** Who fills the form in: staff (every field), or the coach editing their own profile. */
  audience?: "staff" | "coach";
  /** The coach being edited; null for a new one. */
  coach: PublicCoach | null;
  register: UseFormRegister<CoachFormValues>;
  control: Control<CoachFormValues>;
  setValue: UseFormSetValue<CoachFormValues>;
  errors: FieldErrors<CoachFormValues>;
}) {
  const field = (name: keyof CoachFormValues) => errorOf(errors, name);

  return (
    <>
      <CoachContactFields register={register} errors={errors} audience={audience} coach={coach} />

      {coach ? (
        <FormField
          label="Title"
          error={field("title")}
          hint="Shown on the directory card, e.g. 'Dr. Jane Doe, LMFT'."
          {...register("title")}
        />
      ) : (
        <p className="text-sm text-muted-foreground">The title is the coach&apos;s name; it can be changed after the coach is created.</p>
      )}

      <CoachImageField control={control} coachId={coach?.id} error={field("profileImageUrl")} />

      <FormField label="Bio" error={field("bio")} hint="50 to 4000 characters.">
        <Textarea rows={6} maxLength={4000} {...register("bio")} />
      </FormField>

      <CoachExperienceAndRateFields register={register} errors={errors} />

      <SpecializationPicker
        control={control}
        setValue={setValue}
        error={field("specializations")}
        invalid={Boolean(errors.specializations)}
      />

      <CheckboxList
        control={control}
        name="availability"
        legend="Availability"
        options={ADMIN_AVAILABILITY_OPTIONS}
        labelOf={capitalize}
        error={field("availability")}
      />
      <CheckboxList
        control={control}
        name="sessionTypes"
        legend="Session types"
        options={ADMIN_SESSION_TYPES}
        error={field("sessionTypes")}
      />

      <CoachLocationFields register={register} errors={errors} />

      <CoachCredentialFields control={control} setValue={setValue} errors={errors} />

      {COACH_FORM_FLAGS.filter((flag) => flag.edit.includes(audience)).map((flag) => (
        <label key={flag.name} className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...register(flag.name)} />
          {flag.label}
        </label>
      ))}
    </>
  );
}
