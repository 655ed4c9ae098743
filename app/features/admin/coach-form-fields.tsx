// The fields of the Add/Edit Coach form, in the order of
// docs/product/staff-portal.md#add-and-edit-coach. On create the title is not asked for (it becomes
// "First Last"); when editing it is. The coach's
// own Profile form (Coach Workspace) uses the same fields for `audience="coach"`: the e-mail is shown
// but not editable (the account is linked by it) and the Active switch is not there (staff and the
// subscription decide whether a profile is listed).
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import {
  ADMIN_AVAILABILITY_OPTIONS,
  ADMIN_LANGUAGES,
  ADMIN_SESSION_TYPES,
  CERTIFICATIONS,
  GENDERS,
  INSURERS,
  PROFESSIONAL_TYPES,
} from "#common/catalogue/coach-options";
import { US_STATES } from "#common/catalogue/us-states";
import type { PublicCoach } from "#common/coaches";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { CoachImageField } from "./coach-image-field";
import type { CoachFormValues } from "./coach-form-values";
import { CheckboxList, CustomEntries } from "./coach-list-pickers";
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
  const certifications = useWatch({ control, name: "certifications" });
  const field = (name: keyof CoachFormValues) => errors[name]?.message as string | undefined;

  return (
    <>
      <section className="grid gap-4 sm:grid-cols-2" aria-label="Contact">
        <FormField label="First name" autoComplete="off" error={field("firstName")} {...register("firstName")} />
        <FormField label="Last name" autoComplete="off" error={field("lastName")} {...register("lastName")} />
        {audience === "coach" ? (
          // Shown, not part of the form: the coach's own form never sends an e-mail address.
          <FormField
            label="Email"
            type="email"
            readOnly
            value={coach?.email ?? ""}
            hint="The address your account is linked by. To change it, contact support."
          />
        ) : (
          <FormField label="Email" type="email" autoComplete="off" error={field("email")} {...register("email")} />
        )}
        <FormField label="Phone" type="tel" autoComplete="off" error={field("phoneNumber")} {...register("phoneNumber")} />
        <FormField
          label="Website"
          type="url"
          placeholder="https://"
          className="sm:col-span-2"
          error={field("website")}
          {...register("website")}
        />
      </section>

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

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={field("experience")}
          {...register("experience")}
        />
        <FormField
          label="Hourly rate ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={field("hourlyRate")}
          {...register("hourlyRate")}
        />
      </div>

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

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Location" placeholder="City, ST" list="admin-us-states" error={field("location")} {...register("location")} />
        <datalist id="admin-us-states">
          {US_STATES.map((state) => (
            <option key={state.code} value={state.name} />
          ))}
        </datalist>
        <FormField label="Gender" error={field("gender")}>
          <NativeSelect {...register("gender")}>
            <option value="">Not specified</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Professional type" error={field("professionalType")}>
          <NativeSelect {...register("professionalType")}>
            <option value="">Not specified</option>
            {PROFESSIONAL_TYPES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <CheckboxList
        control={control}
        name="languages"
        legend="Languages"
        options={ADMIN_LANGUAGES}
        columns="sm:grid-cols-4"
        error={field("languages")}
      />
      <div className="grid gap-3">
        <CheckboxList
          control={control}
          name="certifications"
          legend="Certifications"
          options={CERTIFICATIONS}
          columns="sm:grid-cols-4"
          keepOtherValues={false}
          error={field("certifications")}
        />
        <CustomEntries
          label="Custom certification"
          values={certifications}
          hidden={CERTIFICATIONS}
          onChange={(values) => setValue("certifications", values)}
        />
      </div>
      <CheckboxList
        control={control}
        name="insuranceAccepted"
        legend="Insurance accepted"
        options={INSURERS}
        error={field("insuranceAccepted")}
      />

      {audience === "staff" ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...register("isActive")} />
          Active (shown in the directory and bookable)
        </label>
      ) : null}
    </>
  );
}
