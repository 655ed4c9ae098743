// The coach image field: an uploaded photo (cropped to the 300×300 circle) or one of the 17
// generated avatar styles, all served from our own origin.
import { Upload, X } from "lucide-react";
import { useRef, useState } from "react";
import { AVATAR_STYLES, avatarUrl } from "#common/coaches";
import { IMAGE_MESSAGES } from "#common/profile-images";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import { ImageCropDialog, readAsDataUrl } from "./image-crop-dialog";
import { ImageFileInput } from "./image-file-input";

const STYLE_LABEL = (style: string) => style.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

export function ImagePicker({
  value,
  onChange,
  seed,
  initials,
  labelId,
}: {
  value: string | null;
  onChange: (path: string | null) => void;
  /** Seeds the generated avatars (the coach's name or id). */
  seed: string;
  initials: string;
  /** The id of the field's visible label. */
  labelId: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);

  const openCropper = async (chosen: File) => {
    try {
      setSource(await readAsDataUrl(chosen));
    } catch {
      toast({ title: IMAGE_MESSAGES.failedTitle, description: IMAGE_MESSAGES.failed("image load failure"), variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-3" role="group" aria-labelledby={labelId}>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar src={value} initials={initials} alt={value ? "Chosen image" : ""} className="size-16 text-lg" />
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" /> Upload photo
        </Button>
        <ImageFileInput ref={fileInput} onImage={openCropper} testId="photo-file-input" />
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" /> Remove image
          </Button>
        ) : null}
      </div>
      <GeneratedAvatarChoices value={value} seed={seed} onChange={onChange} />
      <ImageCropDialog source={source} onClose={() => setSource(null)} onUploaded={(path) => onChange(path)} />
    </div>
  );
}

/** The generated avatar styles as radio buttons; the one whose address is the field's value is checked. */
function GeneratedAvatarChoices({ value, seed, onChange }: { value: string | null; seed: string; onChange: (path: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm text-muted-foreground">Or choose a generated avatar</legend>
      <div role="radiogroup" aria-label="Generated avatar styles" className="grid grid-cols-5 gap-2 sm:grid-cols-9">
        {AVATAR_STYLES.map((style) => {
          const url = avatarUrl(seed || "coach", style);
          const selected = value === url;
          return (
            <button
              key={style}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={`${STYLE_LABEL(style)} avatar`}
              onClick={() => onChange(url)}
              className={cn(
                "rounded-full border-2 p-0.5 transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                selected ? "border-primary" : "border-transparent hover:border-muted-foreground/40",
              )}
            >
              <img src={url} alt="" loading="lazy" className="size-10 rounded-full bg-muted sm:size-11" />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
