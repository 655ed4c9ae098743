// The visitor's part of the consultation request form: name, contact details, the session asked for
// and the reason, each with the schema's message under it.
import type { ConsultationRequestInput } from "#common/consultations";
import { CONSULTATION_SESSION_FORMATS, CONSULTATION_SESSION_TYPES } from "#common/catalogue/coach-options";
import { FormField } from "../../components/ui/form-field";
import { Input, NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import type { ConsultationForm } from "./use-consultation-form";

export function fieldError(form: ConsultationForm, name: keyof ConsultationRequestInput) {
  return form.formState.errors[name]?.message;
}

export function ConsultationFields({ form }: { form: ConsultationForm }) {
  const { register } = form;
  return (
    <>
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
    </>
  );
}
