// 'View Details' of a coach application (docs/product/staff-portal.md#applications): contact
// information, professional background, specializations and services, application details and the
// admin review (status and notes), the editable fields, and Publish as Coach.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationUpdateSchema,
  type AdminApplication,
  type ApplicationStatus,
} from "#common/applications";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border p-4">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm whitespace-pre-line">{children || "—"}</dd>
    </div>
  );
}

function Tags({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} variant="secondary">
          {item}
        </Badge>
      ))}
    </span>
  );
}

export function subscriptionLabel(application: Pick<AdminApplication, "subscriptionId" | "subscriptionStatus">): string {
  if (!application.subscriptionId) return "Unpaid";
  return application.subscriptionStatus ? `Subscription ${application.subscriptionStatus}` : "Subscription status unknown";
}

interface EditValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  title: string;
  bio: string;
  experience: string | number;
  hourlyRate: string;
}

function EditFields({ application, onSaved }: { application: AdminApplication; onSaved: (a: AdminApplication) => void }) {
  const { register, handleSubmit, formState } = useForm<EditValues>({
    resolver: zodResolver(applicationUpdateSchema) as never,
    defaultValues: {
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      location: application.location,
      title: application.title,
      bio: application.bio,
      experience: application.experience,
      hourlyRate: application.hourlyRate,
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await apiRequest("PATCH", `/api/admin/coach-applications/${application.id}`, values);
      onSaved((await response.json()) as AdminApplication);
      toast({ title: "Application Updated", description: "Your changes were saved.", variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to update application.", variant: "destructive" });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Edit application">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" error={errors.lastName?.message} {...register("lastName")} />
        <FormField label="Email" type="email" error={errors.email?.message} {...register("email")} />
        <FormField label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
        <FormField label="Location" error={errors.location?.message} {...register("location")} />
        <FormField label="Title" error={errors.title?.message} {...register("title")} />
        <FormField label="Experience (years)" type="number" min={0} error={errors.experience?.message} {...register("experience")} />
        <FormField
          label="Hourly rate (USD)"
          type="number"
          min={0}
          step="0.01"
          error={errors.hourlyRate?.message}
          {...register("hourlyRate")}
        />
      </div>
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea rows={4} {...register("bio")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
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
          <Section title="Contact Information">
            <dl className="space-y-2">
              <Detail label="Email">
                <a className="text-primary hover:underline" href={`mailto:${application.email}`}>
                  {application.email}
                </a>
              </Detail>
              <Detail label="Phone">{application.phone}</Detail>
              <Detail label="Location">{application.location}</Detail>
              <Detail label="Gender">{application.gender}</Detail>
            </dl>
          </Section>
          <Section title="Professional Background">
            <dl className="space-y-2">
              <Detail label="Title">{application.title}</Detail>
              <Detail label="Experience">{application.experience} years</Detail>
              <Detail label="Hourly rate">${application.hourlyRate}</Detail>
              <Detail label="Education">{application.education}</Detail>
              <Detail label="Current practice">{application.currentPractice}</Detail>
              <Detail label="Certifications">{application.certifications.join("\n")}</Detail>
              <Detail label="Bio">{application.bio}</Detail>
            </dl>
          </Section>
          <Section title="Specializations and Services">
            <dl className="space-y-2">
              <Detail label="Specializations">
                <Tags items={application.specializations} />
              </Detail>
              <Detail label="Session types">
                <Tags items={application.sessionTypes} />
              </Detail>
              <Detail label="Availability">
                <Tags items={application.availability} />
              </Detail>
              <Detail label="Languages">
                <Tags items={application.languages} />
              </Detail>
              <Detail label="Insurance accepted">
                <Tags items={application.insuranceAccepted} />
              </Detail>
            </dl>
          </Section>
          <Section title="Application Details">
            <dl className="space-y-2">
              <Detail label="Motivation">{application.motivation}</Detail>
              <Detail label="Approach">{application.approach}</Detail>
              <Detail label="Relevant experience">{application.experienceDescription}</Detail>
            </dl>
          </Section>
          <Section title="Admin Review">
            <div className="flex flex-col gap-3">
              <FormField label="Status">
                <NativeSelect
                  value={status}
                  onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
                  disabled={application.coachId !== null}
                >
                  {APPLICATION_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {APPLICATION_STATUS_LABELS[value]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Admin notes">
                <Textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
              </FormField>
              {application.reviewedAt ? (
                <p className="text-xs text-muted-foreground">
                  Last reviewed {new Date(application.reviewedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button onClick={saveReview} disabled={saving} variant="outline">
                  {saving ? "Saving..." : "Save review"}
                </Button>
                {application.coachId ? (
                  <Button asChild variant="secondary">
                    <Link to={`/coaches/${application.coachId}`}>View live profile</Link>
                  </Button>
                ) : (
                  <Button onClick={publish} disabled={publishing}>
                    {publishing ? "Publishing..." : "Publish as Coach"}
                  </Button>
                )}
              </div>
            </div>
          </Section>
          <Section title="Edit Application">
            <EditFields application={application} onSaved={onChanged} />
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
