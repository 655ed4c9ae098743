// Step 3 of the coach application: the professional background, submitted with step 1's entries and
// step 2's subscription (the route, coach-apply-step3.tsx, loads this module when the page opens).
import { Button, LinkButton } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApplicationSteps } from "./application-steps";
import { ApplicationSubmitted } from "./application-submitted";
import { AgreementsFieldset, OfferingFields, PracticeFields, ProfileImageField, WrittenAnswerFields } from "./background-fields";
import { MissingInformation } from "./missing-information";
import { ResumeLinkRefused } from "./resume-link";
import { useBackgroundApplication } from "./use-background-application";

export function ProfessionalBackground() {
  const { resume, stored, info, form, submitted, onSubmit } = useBackgroundApplication();

  if (submitted) return <ApplicationSubmitted />;
  if (resume.status === "failed") return <ResumeLinkRefused link={resume} />;
  if (stored.status === "checking" || resume.status === "restoring") {
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

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <ApplicationSteps current={3} />
      <h1 className="text-3xl font-bold tracking-tight">Professional Background</h1>
      <p className="mt-2 text-muted-foreground">
        Thanks, {info.firstName}. Tell us about your training and how you work; this becomes your profile once you're approved.
      </p>

      <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-6" aria-label="Professional background">
        <PracticeFields form={form} />
        <OfferingFields form={form} />
        <WrittenAnswerFields form={form} />
        <ProfileImageField form={form} info={info} />
        <AgreementsFieldset form={form} />

        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <LinkButton to="/coach-checkout" variant="outline" size="lg">
            Back
          </LinkButton>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Submitting..." : "Submit Application"}
          </Button>
        </div>
      </form>
    </div>
  );
}
