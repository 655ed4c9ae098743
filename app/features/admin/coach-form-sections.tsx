// Groups of the Add/Edit Coach fields (coach-form-fields.tsx puts them in order): contact details,
// experience and rate, location, gender and professional type, and the lists of languages,
// certifications (with custom ones) and insurers.
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { ADMIN_LANGUAGES, CERTIFICATIONS, GENDERS, INSURERS, PROFESSIONAL_TYPES } from "#common/catalogue/coach-options";
import { US_STATES } from "#common/catalogue/us-states";
import type { PublicCoach } from "#common/coaches";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import type { CoachFormValues } from "./coach-form-values";
import { CheckboxList, CustomEntries } from "./coach-list-pickers";

export interface CoachFieldsProps {
  register: UseFormRegister<CoachFormValues>;
  control: Control<CoachFormValues>;
  setValue: UseFormSetValue<CoachFormValues>;
  errors: FieldErrors<CoachFormValues>;
}

/** The message of a field's error, if any. */
export const errorOf = (errors: FieldErrors<CoachFormValues>, name: keyof CoachFormValues) => errors[name]?.message as string | undefined;

export function CoachContactFields({
  register,
  errors,
  audience,
  coach,
}: Pick<CoachFieldsProps, "register" | "errors"> & { audience: "staff" | "coach"; coach: PublicCoach | null }) {
  const field = (name: keyof CoachFormValues) => errorOf(errors, name);
  return (
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
  );
}

export function CoachExperienceAndRateFields({ register, errors }: Pick<CoachFieldsProps, "register" | "errors">) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Years of experience"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errorOf(errors, "experience")}
        {...register("experience")}
      />
      <FormField
        label="Hourly rate ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errorOf(errors, "hourlyRate")}
        {...register("hourlyRate")}
      />
    </div>
  );
}

export function CoachLocationFields({ register, errors }: Pick<CoachFieldsProps, "register" | "errors">) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField
        label="Location"
        placeholder="City, ST"
        list="admin-us-states"
        error={errorOf(errors, "location")}
        {...register("location")}
      />
      <datalist id="admin-us-states">
        {US_STATES.map((state) => (
          <option key={state.code} value={state.name} />
        ))}
      </datalist>
      <FormField label="Gender" error={errorOf(errors, "gender")}>
        <NativeSelect {...register("gender")}>
          <option value="">Not specified</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Professional type" error={errorOf(errors, "professionalType")}>
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
  );
}

export function CoachCredentialFields({ control, setValue, errors }: Omit<CoachFieldsProps, "register">) {
  const certifications = useWatch({ control, name: "certifications" });
  return (
    <>
      <CheckboxList
        control={control}
        name="languages"
        legend="Languages"
        options={ADMIN_LANGUAGES}
        columns="sm:grid-cols-4"
        error={errorOf(errors, "languages")}
      />
      <div className="grid gap-3">
        <CheckboxList
          control={control}
          name="certifications"
          legend="Certifications"
          options={CERTIFICATIONS}
          columns="sm:grid-cols-4"
          keepOtherValues={false}
          error={errorOf(errors, "certifications")}
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
        error={errorOf(errors, "insuranceAccepted")}
      />
    </>
  );
}
