// The coach's profile image: the shared image picker (upload, crop, generated avatar), seeded by the
// coach's id or, for a new coach, by the name typed so far.
import { useId } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { ImagePicker } from "../images/image-picker";
import type { CoachFormValues } from "./coach-form-values";
import { ErrorText } from "./coach-list-pickers";

export function CoachImageField({ control, coachId, error }: { control: Control<CoachFormValues>; coachId?: string; error?: string }) {
  const labelId = useId();
  const [firstName, lastName] = useWatch({ control, name: ["firstName", "lastName"] });
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        Profile image
      </span>
      <Controller
        control={control}
        name="profileImageUrl"
        render={({ field: image }) => (
          <ImagePicker
            labelId={labelId}
            value={image.value ?? null}
            onChange={image.onChange}
            seed={coachId ?? (`${firstName} ${lastName}`.trim() || "new coach")}
            initials={`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || "?"}
          />
        )}
      />
      <ErrorText id={`${labelId}-error`}>{error}</ErrorText>
    </div>
  );
}
