// The admin review of a coach application: its status and notes (saved together) and Publish as Coach,
// which turns the application into a live coach profile. The state is kept by the dialog (through
// useApplicationReview) so that it survives the dialog being closed and opened again.
import { useState } from "react";
import { Link } from "react-router";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type AdminApplication, type ApplicationStatus } from "#common/applications";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { Section } from "./application-sections";

export type ApplicationReview = ReturnType<typeof useApplicationReview>;

export function useApplicationReview(application: AdminApplication, onChanged: (application: AdminApplication) => void) {
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [notes, setNotes] = useState(application.adminNotes);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const name = `${application.firstName} ${application.lastName}`;

  const saveReview = async () => {
    setSaving(true);
    try {
      const response = await apiRequest("PATCH", `/api/admin/coach-applications/${application.id}`, { status, adminNotes: notes });
      onChanged((await response.json()) as AdminApplication);
      toast({ title: "Status Updated", description: `${name}: ${APPLICATION_STATUS_LABELS[status]}.`, variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to update application status.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const publish = async () => {
    setPublishing(true);
    try {
      const response = await apiRequest("POST", `/api/admin/publish-coach/${application.id}`);
      const result = (await response.json()) as { coachId: string; application: AdminApplication };
      onChanged(result.application);
      setStatus(result.application.status);
      toast({ title: "Coach Published", description: `${name} is now live in the directory.`, variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to publish coach. Please try again.", variant: "destructive" });
    } finally {
      setPublishing(false);
    }
  };

  return { status, setStatus, notes, setNotes, saving, publishing, saveReview, publish };
}

export function AdminReviewSection({ application, review }: { application: AdminApplication; review: ApplicationReview }) {
  return (
    <Section title="Admin Review">
      <div className="flex flex-col gap-3">
        <FormField label="Status">
          <NativeSelect
            value={review.status}
            onChange={(event) => review.setStatus(event.target.value as ApplicationStatus)}
            disabled={application.coachId !== null}
          >
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {review.status === "rejected" && application.status !== "rejected" && application.subscriptionId ? (
          <p className="text-sm text-muted-foreground" role="note">
            Saving Rejected also cancels this applicant&apos;s subscription, refunds the payment in full and e-mails them.
          </p>
        ) : null}
        <FormField label="Admin notes">
          <Textarea rows={3} value={review.notes} onChange={(event) => review.setNotes(event.target.value)} />
        </FormField>
        {application.reviewedAt ? (
          <p className="text-xs text-muted-foreground">
            Last reviewed {new Date(application.reviewedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={review.saveReview} disabled={review.saving} variant="outline">
            {review.saving ? "Saving..." : "Save review"}
          </Button>
          {application.coachId ? (
            <Button asChild variant="secondary">
              <Link to={`/coaches/${application.coachId}`}>View live profile</Link>
            </Button>
          ) : (
            <Button onClick={review.publish} disabled={review.publishing}>
              {review.publishing ? "Publishing..." : "Publish as Coach"}
            </Button>
          )}
        </div>
      </div>
    </Section>
  );
}
