// Profile photos (docs/product/images.md): the
// browser crops to a 300×300 circle and sends a JPEG (quality 0.9) of at most 5 MB; the server
// checks the content, re-encodes it and serves it from our own origin.
import { z } from "zod";

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 300;
export const PROFILE_IMAGE_JPEG_QUALITY = 0.9;

export const IMAGE_MESSAGES = {
  invalidType: { title: "Invalid file type", description: "Please select an image file." },
  tooLarge: { title: "File too large", description: "Please select an image smaller than 5MB." },
  uploaded: { title: "Image Uploaded", description: "Profile image has been uploaded successfully." },
  failedTitle: "Upload failed",
  failed: (reason: string) => `Failed to upload profile image: ${reason}`,
} as const;

/** POST /api/profile-image/upload-url answers this; the browser PUTs the JPEG to `uploadURL`. */
export interface UploadUrlAnswer {
  uploadURL: string;
}

export const confirmUploadSchema = z.object({
  profileImageURL: z
    .string({ error: "profileImageURL is required" })
    .trim()
    .min(1, "profileImageURL is required")
    .max(2000, "profileImageURL is too long"),
  /** "account": also make it the signed-in person's own photo (the Profile page). */
  use: z.enum(["account"]).optional(),
});

export interface ConfirmUploadAnswer {
  profileImagePath: string;
}
