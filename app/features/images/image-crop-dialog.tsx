// Crop a chosen photo to the 300×300 circle and upload it ("pick file, preview, confirm,
// uploading, done": docs/product/images.md#choosing-and-cropping). Drag or use the arrow keys to
// move the picture, the slider to zoom; "Use photo" makes the JPEG (quality 0.9) and sends it through the
// upload pipeline.
import { Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { IMAGE_MESSAGES } from "#common/profile-images";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { CropPreview, type NaturalSize } from "./crop-preview";
import { cropToCircleJpeg, uploadProfileImage, type CropArea } from "./upload-profile-image";

/** Reads a chosen file as a data: address (allowed by the page's image policy) for the crop. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("image load failure"));
    reader.readAsDataURL(file);
  });
}

export function ImageCropDialog({
  source,
  onClose,
  onUploaded,
  use,
}: {
  /** The chosen picture (a data: address); null when closed. */
  source: string | null;
  onClose: () => void;
  onUploaded: (path: string) => void;
  use?: "account";
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => (!open && !uploading ? onClose() : undefined)}>
      {source ? (
        <CropEditor
          key={source}
          source={source}
          onClose={onClose}
          onUploaded={onUploaded}
          use={use}
          uploading={uploading}
          setUploading={setUploading}
        />
      ) : null}
    </Dialog>
  );
}

function CropEditor({
  source,
  onClose,
  onUploaded,
  use,
  uploading,
  setUploading,
}: {
  source: string;
  onClose: () => void;
  onUploaded: (path: string) => void;
  use?: "account";
  uploading: boolean;
  setUploading: (value: boolean) => void;
}) {
  const zoomId = useId();
  const [crop, setCrop] = useState<CropArea>({ zoom: 1, offsetX: 0, offsetY: 0 });
  const [natural, setNatural] = useState<NaturalSize | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  const confirm = async () => {
    const image = imageRef.current;
    if (!image) return;
    setUploading(true);
    try {
      const jpeg = await cropToCircleJpeg(image, crop);
      const path = await uploadProfileImage(jpeg, { use });
      onUploaded(path);
      toast({ ...IMAGE_MESSAGES.uploaded, variant: "success" });
      onClose();
    } catch (error) {
      toast({
        title: IMAGE_MESSAGES.failedTitle,
        description: IMAGE_MESSAGES.failed(error instanceof Error ? error.message : "unknown error"),
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>Crop photo</DialogTitle>
        <DialogDescription>Drag the photo (or use the arrow keys) and zoom until the face sits in the circle.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col items-center gap-4">
        <CropPreview source={source} imageRef={imageRef} crop={crop} setCrop={setCrop} natural={natural} setNatural={setNatural} />
        <div className="grid w-full gap-2">
          <Label htmlFor={zoomId}>Zoom</Label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={4}
            step={0.05}
            value={crop.zoom}
            onChange={(event) => setCrop((c) => ({ ...c, zoom: Number(event.target.value) }))}
            className="w-full accent-primary"
          />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={uploading || !natural}>
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {uploading ? "Uploading..." : "Use photo"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
