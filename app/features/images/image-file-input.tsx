// The hidden file input behind an 'Upload photo' button: a file that is not an acceptable image is refused with a toast.
import type { Ref } from "react";
import { toast } from "../../components/ui/use-toast";
import { checkImageFile } from "./upload-profile-image";

export function ImageFileInput({
  ref,
  onImage,
  testId,
}: {
  /** The button clicks the input through this. */
  ref: Ref<HTMLInputElement>;
  /** An acceptable image was chosen. */
  onImage(file: File): Promise<void>;
  testId?: string;
}) {
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    void onImage(file);
  };

  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-label="Photo file"
      data-testid={testId}
      onChange={(event) => {
        choose(event.target.files?.[0]);
        event.target.value = "";
      }}
    />
  );
}
