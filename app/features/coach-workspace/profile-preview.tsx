// The live preview of the Profile form: the directory card exactly as clients will see it, built
// from what is typed so far (a value the form would still refuse shows the saved one instead).
import { uniqueTrimmed } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { centsToDecimalString, parseDollarsToCents } from "#common/money";
import { CoachCard } from "../directory/coach-card";
import type { CoachFormValues } from "../admin/coach-form-values";

export function previewCoach(saved: PublicCoach, values: Partial<CoachFormValues>): PublicCoach {
  const firstName = values.firstName?.trim() || saved.firstName;
  const lastName = values.lastName?.trim() || saved.lastName;
  const cents = parseDollarsToCents(String(values.hourlyRate ?? "").trim() || "0");
  const experience = String(values.experience ?? "").trim();
  return {
    ...saved,
    firstName,
    lastName,
    title: values.title?.trim() || `${firstName} ${lastName}`,
    bio: values.bio?.trim() ?? saved.bio,
    experience: /^\d{1,3}$/.test(experience) ? Number(experience) : saved.experience,
    hourlyRate: cents !== null && cents >= 0 ? centsToDecimalString(cents) : saved.hourlyRate,
    specializations: uniqueTrimmed(values.specializations ?? saved.specializations),
    profileImageUrl: values.profileImageUrl === undefined ? saved.profileImageUrl : values.profileImageUrl,
  };
}

export function ProfilePreview({ coach }: { coach: PublicCoach }) {
  return (
    <section aria-labelledby="profile-preview-heading" className="grid gap-3">
      <h3 id="profile-preview-heading" className="text-base font-semibold">
        Preview
      </h3>
      <p className="text-sm text-muted-foreground">Your directory card as clients will see it, with the changes you have not saved yet.</p>
      {/* A picture of the card: not a link to follow or a stop for the keyboard. */}
      <div inert data-testid="profile-preview" className="pointer-events-none">
        <CoachCard coach={coach} cardId="preview-card" />
      </div>
    </section>
  );
}
