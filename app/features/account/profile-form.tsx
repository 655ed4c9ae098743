// Profile: first and last name, and the photo. Photos are uploaded through the image upload
// pipeline (/api/profile-image/*, docs/product/images.md#upload: cropped to the 300×300 circle, checked and
// re-encoded on the server, which sets it on the account); removing it brings back the initials.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { displayName, initialsOf, type SessionUser } from "#common/auth";
import { profileSchema, type ProfileInput } from "#common/auth-schemas";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { FormMessage } from "./account-card";
import { ImageCropDialog, readAsDataUrl } from "../images/image-crop-dialog";
import { checkImageFile } from "../images/upload-profile-image";
import { showApiError } from "./api-errors";

export function ProfileForm({ user }: { user: SessionUser }) {
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    setCropSource(await readAsDataUrl(file));
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const save = async (body: ProfileInput) => {
    const response = await apiRequest("PATCH", "/api/auth/user", body);
    const updated = (await response.json()) as SessionUser;
    await revalidator.revalidate();
    return updated;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await save({ firstName: values.firstName, lastName: values.lastName });
      reset({ firstName: updated.firstName, lastName: updated.lastName });
      toast({ title: "Profile updated", description: "Your name has been saved.", variant: "success" });
    } catch (error) {
      if (!handleUnauthorized(error)) setFormError(showApiError(error, setError, ["firstName", "lastName"]));
    }
  });

  const removePhoto = async () => {
    setRemoving(true);
    try {
      await save({ firstName: user.firstName, lastName: user.lastName, profileImageUrl: null });
      toast({ title: "Photo removed", description: "Your initials are shown instead." });
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({ title: "Error", description: "The photo could not be removed. Please try again.", variant: "destructive" });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="grid gap-8">
      <section aria-labelledby="photo-heading" className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.profileImageUrl} initials={initialsOf(user)} alt={`Photo of ${displayName(user)}`} className="size-20 text-2xl" />
        <div className="grid gap-1">
          <h2 id="photo-heading" className="text-base font-semibold">
            Photo
          </h2>
          <p className="text-sm text-muted-foreground">
            {user.profileImageUrl ? "This photo appears in your account menu." : "Without a photo, your initials are shown."}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              {user.profileImageUrl ? "Change photo" : "Upload photo"}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label="Photo file"
              onChange={(event) => {
                void choosePhoto(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            {user.profileImageUrl ? (
              <Button variant="outline" size="sm" onClick={removePhoto} disabled={removing}>
                {removing ? "Removing..." : "Remove photo"}
              </Button>
            ) : null}
          </div>
          <ImageCropDialog
            source={cropSource}
            use="account"
            onClose={() => setCropSource(null)}
            onUploaded={() => void revalidator.revalidate()}
          />
        </div>
      </section>

      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Your details">
        <div className="grid gap-4 sm:grid-cols-2">
          {/* defaultValue: the names are in the server-rendered HTML, before the form's script runs. */}
          <FormField
            label="First name"
            autoComplete="given-name"
            defaultValue={user.firstName}
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            defaultValue={user.lastName}
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <FormField label="Email" type="email" value={user.email} readOnly hint="You sign in with this address." name="email-display" />
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
    </div>
  );
}
