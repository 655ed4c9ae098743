// The read-only sections of a coach application's 'View Details': contact information, professional
// background, specializations and services, and the applicant's own answers, each a labelled list.
import type { ReactNode } from "react";
import type { AdminApplication } from "#common/applications";
import { Badge } from "../../components/ui/badge";

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export function ContactInformation({ application }: { application: AdminApplication }) {
  return (
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
  );
}

export function ProfessionalBackground({ application }: { application: AdminApplication }) {
  return (
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
  );
}

export function SpecializationsAndServices({ application }: { application: AdminApplication }) {
  return (
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
  );
}

/** The applicant's own answers: why, how and with what experience they coach. */
export function ApplicantAnswers({ application }: { application: AdminApplication }) {
  return (
    <Section title="Application Details">
      <dl className="space-y-2">
        <Detail label="Motivation">{application.motivation}</Detail>
        <Detail label="Approach">{application.approach}</Detail>
        <Detail label="Relevant experience">{application.experienceDescription}</Detail>
      </dl>
    </Section>
  );
}
