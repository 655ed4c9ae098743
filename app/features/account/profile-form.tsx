// Profile: first and last name, and the photo. Photos are uploaded through the image upload
// pipeline (/api/profile-image/*, docs/product/images.md#upload: cropped to the 300×300 circle, checked and
// re-encoded on the server, which sets it on the account); removing it brings back the initials.
import type { SessionUser } from "#common/auth";
import { profileSchema, type ProfileInput } from "#common/auth-schemas";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedHandler } from "../../lib/auth";
import { FormMessage } from "./account-card";
import { ProfilePhotoSection } from "./profile-photo-section";
import { useAccountForm } from "./use-account-form";
import { useSaveProfile } from "./use-save-profile";

export function ProfileForm({ user }: { user: SessionUser }) {
  return (
    <div className="grid gap-8">
      <ProfilePhotoSection user={user} />

      <ProfileDetailsForm user={user} />
    </div>
  );
}

/** The name form; the e-mail address is shown read-only. */
function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const save = useSaveProfile();
  const handleUnauthorized = useUnauthorizedHandler();
  const {
    register,
    reset,
    formState: { errors, isSubmitting, isDirty },
    formError,
    explain,
    submitWith,
  } = useAccountForm<ProfileInput>({
    schema: profileSchema,
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
    fields: ["firstName", "lastName"],
  });

  const onSubmit = submitWith(
    async (values) => {
      const updated = await save({ firstName: values.firstName, lastName: values.lastName });
      reset({ firstName: updated.firstName, lastName: updated.lastName });
      toast({ title: "Profile updated", description: "Your name has been saved.", variant: "success" });
    },
    (error) => (handleUnauthorized(error) ? null : explain(error)),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Your details">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <FormField label="Email" type="email" value={user.email} readOnly hint="You sign in with this address." name="email-display" />
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
