// 'View Details' of a coach application (docs/product/staff-portal.md#applications): contact
// information, professional background, specializations and services, application details and the
// admin review (status and notes), the editable fields, and Publish as Coach. The dialog puts together
// the sections of application-sections.tsx, application-review.tsx and application-edit-form.tsx.
import type { AdminApplication } from "#common/applications";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { ApplicationEditForm } from "./application-edit-form";
import { AdminReviewSection, useApplicationReview } from "./application-review";
import { ApplicantAnswers, ContactInformation, ProfessionalBackground, Section, SpecializationsAndServices } from "./application-sections";

export function subscriptionLabel(application: Pick<AdminApplication, "subscriptionId" | "subscriptionStatus">): string {
  if (!application.subscriptionId) return "Unpaid";
  return application.subscriptionStatus ? `Subscription ${application.subscriptionStatus}` : "Subscription status unknown";
}

export function ApplicationDetails({
  application,
  open,
  onOpenChange,
  onChanged,
}: {
  application: AdminApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (application: AdminApplication) => void;
}) {
  const review = useApplicationReview(application, onChanged);
  const name = `${application.firstName} ${application.lastName}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <p className="text-sm text-muted-foreground">
            {application.title} · applied {new Date(application.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })} ·{" "}
            {subscriptionLabel(application)}
          </p>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <ContactInformation application={application} />
          <ProfessionalBackground application={application} />
          <SpecializationsAndServices application={application} />
          <ApplicantAnswers application={application} />
          <AdminReviewSection application={application} review={review} />
          <Section title="Edit Application">
            <ApplicationEditForm application={application} onSaved={onChanged} />
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
