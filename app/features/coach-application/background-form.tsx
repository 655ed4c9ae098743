// Step 3 of the coach application: the professional background, submitted with step 1's entries and
// step 2's subscription (the route, coach-apply-step3.tsx, loads this module when the page opens).
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { BACKGROUND_DEFAULTS, backgroundSchema, type BackgroundInput, type PersonalInfo } from "#common/applications";
import {
  APPLICATION_AVAILABILITY,
  APPLICATION_LANGUAGES,
  APPLICATION_SESSION_TYPES,
  APPLICATION_SPECIALIZATIONS,
  INSURERS,
} from "#common/catalogue/coach-options";
import { Button, LinkButton } from "../../components/ui/button";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import {
  clearApplicationStorage,
  readBackgroundDraft,
  readSubscriptionId,
  saveBackgroundDraft,
  usePersonalInfo,
} from "./application-storage";
import { ApplicationSteps } from "./application-steps";
import { MissingInformation, useStartOverWithoutPersonalInfo } from "./missing-information";
import { ImagePicker } from "../images/image-picker";
import { apiRequest } from "../../lib/api";

const NEXT_STEPS = [
  { title: "Application review", text: "We read your application within 3-5 business days." },
  { title: "Background verification", text: "We verify your credentials and run the background check you agreed to." },
  { title: "Virtual interview", text: "A short video call to get to know you and your approach." },
  { title: "Profile setup and onboarding", text: "We help you finish your profile and show you how consultations and bookings work." },
];

function Submitted() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Application submitted</h1>
      <p className="mt-3 text-muted-foreground">Thank you for applying. We've e-mailed you a confirmation. Here is what happens next:</p>
      <ol className="mt-8 space-y-4 text-left">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border p-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <LinkButton to="/" size="lg" className="mt-10">
        Return to Home
      </LinkButton>
    </section>
  );
}

export function ProfessionalBackground() {
  const stored = usePersonalInfo();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<BackgroundInput>({
    resolver: zodResolver(backgroundSchema),
    // Resolved in the browser: a draft kept after a failed submission or a reload comes back.
    defaultValues: async () => ({ ...BACKGROUND_DEFAULTS, ...readBackgroundDraft<BackgroundInput>() }),
  });
  const { register, control, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const loaded = !formState.isLoading;

  const info: PersonalInfo | null = stored.status === "ok" ? stored.info : null;

  useStartOverWithoutPersonalInfo(stored.status, submitted);

  useEffect(() => {
    if (loaded && info) saveBackgroundDraft(values);
  }, [info, loaded, values]);

  const onSubmit = handleSubmit(async (background) => {
    if (!info) {
      toast({ title: "Error", description: "Missing personal information. Please start over.", variant: "destructive" });
      return;
    }
    try {
      await apiRequest("POST", "/api/coach-applications", {
        ...info,
        ...background,
        subscriptionId: readSubscriptionId(),
        isActive: false,
      });
    } catch {
      toast({ title: "Submission Failed", description: "Please try submitting your application again.", variant: "destructive" });
      return;
    }
    setSubmitted(true);
    clearApplicationStorage();
    window.scrollTo({ top: 0 });
    toast({
      title: "Application Submitted!",
      description: "Your application has been received and will be reviewed within 5-7 business days.",
      variant: "success",
    });
  });

  if (submitted) return <Submitted />;
  if (stored.status === "checking") {
    // The page's heading is there while the browser reads step 1's entries.
    return (
      <>
        <h1 className="sr-only">Professional Background</h1>
        <Spinner label="Loading your application..." className="min-h-[60vh]" />
      </>
    );
  }
  if (!info) {
    return <MissingInformation />;
  }

  const errors = formState.errors;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <ApplicationSteps current={3} />
      <h1 className="text-3xl font-bold tracking-tight">Professional Background</h1>
      <p className="mt-2 text-muted-foreground">
        Thanks, {info.firstName}. Tell us about your training and how you work; this becomes your profile once you're approved.
      </p>

      <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-6" aria-label="Professional background">
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

        <Controller
          control={control}
          name="specializations"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Specializations"
              options={APPLICATION_SPECIALIZATIONS}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="sessionTypes"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Session types"
              options={APPLICATION_SESSION_TYPES}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="availability"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Availability"
              options={APPLICATION_AVAILABILITY}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns={3}
            />
          )}
        />
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Languages"
              options={APPLICATION_LANGUAGES}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns={3}
            />
          )}
        />
        <FormField label="Certifications" hint="One per line, e.g. Gottman Method Level 2." error={errors.certifications?.message}>
          <Textarea rows={4} {...register("certifications")} />
        </FormField>
        <Controller
          control={control}
          name="insuranceAccepted"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Insurance accepted (optional)"
              options={INSURERS}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              columns={3}
            />
          )}
        />
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

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <LinkButton to="/coach-checkout" variant="outline" size="lg">
            Back
          </LinkButton>
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Submitting..." : "Submit Application"}
          </Button>
        </div>
      </form>
    </div>
  );
}
