// The profile photo: upload (cropped in a dialog, then sent through the image upload pipeline),
// change or remove it; without one, the initials are shown.
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { displayName, initialsOf, type SessionUser } from "#common/auth";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedHandler } from "../../lib/auth";
import { ImageCropDialog, readAsDataUrl } from "../images/image-crop-dialog";
import { ImageFileInput } from "../images/image-file-input";
import { useSaveProfile } from "./use-save-profile";

export function ProfilePhotoSection({ user }: { user: SessionUser }) {
  const revalidator = useRevalidator();
  const [cropSource, setCropSource] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
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
          <ImageFileInput ref={fileInput} onImage={async (file) => setCropSource(await readAsDataUrl(file))} />
          {user.profileImageUrl ? <RemovePhotoButton user={user} /> : null}
        </div>
        <ImageCropDialog
          source={cropSource}
          use="account"
          onClose={() => setCropSource(null)}
          onUploaded={() => void revalidator.revalidate()}
        />
      </div>
    </section>
  );
}

/** Removes the photo (the name is sent unchanged); the initials come back. */
function RemovePhotoButton({ user }: { user: SessionUser }) {
  const save = useSaveProfile();
  const handleUnauthorized = useUnauthorizedHandler();
  const [removing, setRemoving] = useState(false);

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
    <Button variant="outline" size="sm" onClick={removePhoto} disabled={removing}>
      {removing ? "Removing..." : "Remove photo"}
    </Button>
  );
}
