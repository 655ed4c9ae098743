// Step 1 of the coach application: the personal information form. Kept in session storage for steps
// 2 and 3 (application-storage.ts); the route (coach-apply.tsx) loads this module on first use.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PERSONAL_INFO_DEFAULTS, personalInfoSchema, type PersonalInfo, type PersonalInfoInput } from "#common/applications";
import { GENDERS } from "#common/catalogue/coach-options";
import { US_STATE_NAMES } from "#common/catalogue/us-states";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { readPersonalInfo, savePersonalInfo } from "./application-storage";

export function PersonalInfoForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, reset, formState } = useForm<PersonalInfoInput, unknown, PersonalInfo>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: PERSONAL_INFO_DEFAULTS,
  });

  // Coming back from step 2 ('Back'): what was typed is still there.
  useEffect(() => {
    const stored = readPersonalInfo();
    if (stored.status === "ok") reset(stored.info);
  }, [reset]);

  const onSubmit = handleSubmit((info) => {
    try {
      savePersonalInfo(info);
    } catch {
      toast({ title: "Error", description: "Failed to save information. Please try again.", variant: "destructive" });
      return;
    }
    navigate("/coach-checkout");
  });

  const errors = formState.errors;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-labelledby="personal-information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <FormField label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <FormField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
      <FormField label="Location (state)" error={errors.location?.message}>
        <NativeSelect autoComplete="address-level1" {...register("location")}>
          <option value="">Select your state</option>
          {US_STATE_NAMES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Gender (optional)" error={errors.gender?.message}>
        <NativeSelect {...register("gender")}>
          <option value="">Prefer not to say</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" size="lg" className="mt-2">
        Continue to Payment
      </Button>
    </form>
  );
}
