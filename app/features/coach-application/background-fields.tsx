// The groups of fields of step 3's form, in the order the form shows them: the practice, the
// catalogue choices, the written answers, the profile image and the agreements.
import { Controller, type Control, type UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import type { BackgroundInput, PersonalInfo } from "#common/applications";
import {
  APPLICATION_AVAILABILITY,
  APPLICATION_LANGUAGES,
  APPLICATION_SESSION_TYPES,
  APPLICATION_SPECIALIZATIONS,
  INSURERS,
} from "#common/catalogue/coach-options";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { ImagePicker } from "../images/image-picker";

type BackgroundForm = UseFormReturn<BackgroundInput>;
type ChoiceListName = "specializations" | "sessionTypes" | "availability" | "languages" | "insuranceAccepted";

/** One catalogue list as checkboxes, with its error under the group. */
function ChoiceList({
  control,
  name,
  legend,
  options,
  columns,
}: {
  control: Control<BackgroundInput>;
  name: ChoiceListName;
  legend: string;
  options: readonly string[];
  columns?: 3;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
          columns={columns}
        />
      )}
    />
  );
}

/** Title, bio, years of experience and the hourly rate. */
export function PracticeFields({ form }: { form: BackgroundForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <FormField
        label="Professional title"
        placeholder="e.g. Certified Relationship Coach"
        error={errors.title?.message}
        {...register("title")}
      />
      <FormField label="Bio" hint="At least 50 characters: who you help and how." error={errors.bio?.message}>
        <Textarea rows={5} {...register("bio")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.experience?.message}
          {...register("experience")}
        />
        <FormField
          label="Hourly rate (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.hourlyRate?.message}
          {...register("hourlyRate")}
        />
      </div>
    </>
  );
}

/** What the coach offers, from the catalogue, and the certifications and insurers that back it. */
export function OfferingFields({ form }: { form: BackgroundForm }) {
  const { register, control, formState } = form;
  return (
    <>
      <ChoiceList control={control} name="specializations" legend="Specializations" options={APPLICATION_SPECIALIZATIONS} />
      <ChoiceList control={control} name="sessionTypes" legend="Session types" options={APPLICATION_SESSION_TYPES} />
      <ChoiceList control={control} name="availability" legend="Availability" options={APPLICATION_AVAILABILITY} columns={3} />
      <ChoiceList control={control} name="languages" legend="Languages" options={APPLICATION_LANGUAGES} columns={3} />
      <FormField label="Certifications" hint="One per line, e.g. Gottman Method Level 2." error={formState.errors.certifications?.message}>
        <Textarea rows={4} {...register("certifications")} />
      </FormField>
      <ChoiceList control={control} name="insuranceAccepted" legend="Insurance accepted (optional)" options={INSURERS} columns={3} />
    </>
  );
}

/** The written answers: education, current practice, motivation, approach and experience. */
export function WrittenAnswerFields({ form }: { form: BackgroundForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <FormField label="Education" hint="Degrees and training." error={errors.education?.message}>
        <Textarea rows={3} {...register("education")} />
      </FormField>
      <FormField label="Current practice" hint="Where and how you work today." error={errors.currentPractice?.message}>
        <Textarea rows={3} {...register("currentPractice")} />
      </FormField>
      <FormField label="Why do you want to join?" hint="At least 50 characters." error={errors.motivation?.message}>
        <Textarea rows={4} {...register("motivation")} />
      </FormField>
      <FormField label="Your coaching approach" hint="At least 50 characters." error={errors.approach?.message}>
        <Textarea rows={4} {...register("approach")} />
      </FormField>
      <FormField label="Relevant experience" hint="At least 50 characters." error={errors.experience_description?.message}>
        <Textarea rows={4} {...register("experience_description")} />
      </FormField>
    </>
  );
}

/** An optional photo or illustrated avatar, seeded with the applicant's name. */
export function ProfileImageField({ form, info }: { form: BackgroundForm; info: PersonalInfo }) {
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <div className="flex flex-col gap-2">
      <p id="profile-image-label" className="text-sm font-medium">
        Profile image (optional)
      </p>
      <p className="text-xs text-muted-foreground">A friendly photo cropped to a circle, or one of our illustrated avatars.</p>
      <Controller
        control={control}
        name="profileImageUrl"
        render={({ field }) => (
          <ImagePicker
            value={field.value || null}
            onChange={(path) => field.onChange(path ?? "")}
            seed={`${info.firstName} ${info.lastName}`}
            initials={`${info.firstName[0] ?? ""}${info.lastName[0] ?? ""}`}
            labelId="profile-image-label"
          />
        )}
      />
      {errors.profileImageUrl ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.profileImageUrl.message}
        </p>
      ) : null}
    </div>
  );
}

/** The terms and the background check, each a required checkbox. */
export function AgreementsFieldset({ form }: { form: BackgroundForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border p-4">
      <legend className="px-1 text-sm font-medium">Agreements</legend>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-describedby="terms-error"
          {...register("agreesToTerms")}
        />
        <span>
          I agree to the{" "}
          <Link to="/terms" target="_blank" className="text-primary underline">
            Terms of Service
          </Link>{" "}
          and the coach standards (independent practice, valid credentials, liability insurance).
        </span>
      </label>
      {errors.agreesToTerms ? (
        <p id="terms-error" role="alert" className="text-sm font-medium text-destructive">
          {errors.agreesToTerms.message}
        </p>
      ) : null}
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          aria-describedby="background-error"
          {...register("agreesToBackground")}
        />
        <span>I consent to a background check.</span>
      </label>
      {errors.agreesToBackground ? (
        <p id="background-error" role="alert" className="text-sm font-medium text-destructive">
          {errors.agreesToBackground.message}
        </p>
      ) : null}
    </fieldset>
  );
}
