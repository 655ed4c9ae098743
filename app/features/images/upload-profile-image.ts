// The browser's half of the image pipeline (docs/product/images.md#upload): checks the chosen file, crops it
// to a 300×300 circle as a JPEG (quality 0.9), asks for an upload link, PUTs the JPEG to it and confirms.
import {
  IMAGE_MESSAGES,
  PROFILE_IMAGE_JPEG_QUALITY,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_PX,
  type ConfirmUploadAnswer,
  type UploadUrlAnswer,
} from "#common/profile-images";
import { apiRequest, ApiError } from "../../lib/api";

/** The toast for a file that cannot be used, or null when it can. */
export function checkImageFile(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith("image/")) return IMAGE_MESSAGES.invalidType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

export interface CropArea {
  /** Zoom factor over the "cover" fit (1 = the image just covers the circle). */
  zoom: number;
  /** Offset of the image centre from the circle's centre, in output pixels. */
  offsetX: number;
  offsetY: number;
}

/** Draws the crop into a 300×300 canvas, clipped to a circle on white, and returns the JPEG. */
export async function cropToCircleJpeg(image: HTMLImageElement, crop: CropArea): Promise<Blob> {
  const size = PROFILE_IMAGE_SIZE_PX;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser cannot draw images");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  context.closePath();
  context.clip();
  const scale = (size / Math.min(image.naturalWidth, image.naturalHeight)) * crop.zoom;
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  context.drawImage(image, size / 2 - width / 2 + crop.offsetX, size / 2 - height / 2 + crop.offsetY, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("image load failure"))), "image/jpeg", PROFILE_IMAGE_JPEG_QUALITY),
  );
}

/** Upload link, PUT, confirmation; returns the path the image is served at. Errors carry a short reason. */
export async function uploadProfileImage(jpeg: Blob, options: { use?: "account" } = {}): Promise<string> {
  let uploadURL: string;
  try {
    uploadURL = ((await (await apiRequest("POST", "/api/profile-image/upload-url")).json()) as UploadUrlAnswer).uploadURL;
  } catch (error) {
    throw new Error(error instanceof ApiError && error.status === 429 ? (error.serverMessage ?? "too many uploads") : "no upload URL");
  }
  if (!uploadURL) throw new Error("no upload URL");
  const put = await fetch(uploadURL, { method: "PUT", body: jpeg, headers: { "Content-Type": "image/jpeg" }, credentials: "include" });
  if (!put.ok) {
    const message = ((await put.json().catch(() => ({}))) as { message?: string }).message;
    throw new Error(message ?? `HTTP ${put.status}`);
  }
  const confirmed = await apiRequest("POST", "/api/profile-image/confirm", {
    profileImageURL: uploadURL.split("?")[0],
    ...(options.use ? { use: options.use } : {}),
  });
  return ((await confirmed.json()) as ConfirmUploadAnswer).profileImagePath;
}
