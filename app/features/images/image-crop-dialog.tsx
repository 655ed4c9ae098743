// Crop a chosen photo to the 300×300 circle and upload it ("pick file, preview, confirm,
// uploading, done": docs/product/images.md#choosing-and-cropping). Drag or use the arrow keys to
// move the picture, the slider to zoom; "Use photo" makes the JPEG (quality 0.9) and sends it through the
// upload pipeline.
import { Loader2 } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { IMAGE_MESSAGES, PROFILE_IMAGE_SIZE_PX } from "#common/profile-images";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { cropToCircleJpeg, uploadProfileImage, type CropArea } from "./upload-profile-image";

const PREVIEW_PX = 240;
const RATIO = PREVIEW_PX / PROFILE_IMAGE_SIZE_PX;

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
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; offsetX: number; offsetY: number } | null>(null);

  const move = (dx: number, dy: number) => setCrop((c) => ({ ...c, offsetX: c.offsetX + dx, offsetY: c.offsetY + dy }));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 30 : 8;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      move(...delta);
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, offsetX: crop.offsetX, offsetY: crop.offsetY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const start = drag.current;
    setCrop((c) => ({
      ...c,
      offsetX: start.offsetX + (event.clientX - start.x) / RATIO,
      offsetY: start.offsetY + (event.clientY - start.y) / RATIO,
    }));
  };

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

  // The picture as displayed: "cover" fit of the circle, then zoom and offset (in preview pixels).
  const cover = natural ? PREVIEW_PX / Math.min(natural.width, natural.height) : 1;
  const width = natural ? natural.width * cover * crop.zoom : PREVIEW_PX;
  const height = natural ? natural.height * cover * crop.zoom : PREVIEW_PX;

  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>Crop photo</DialogTitle>
        <DialogDescription>Drag the photo (or use the arrow keys) and zoom until the face sits in the circle.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col items-center gap-4">
        {/* The preview is moved with the arrow keys, so it takes focus and listens to keys. */}
        {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        <div
          role="img"
          aria-label="Photo preview in the circle; use the arrow keys to move it"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          className="relative cursor-grab touch-none overflow-hidden rounded-full border-4 border-primary/30 bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          style={{ width: PREVIEW_PX, height: PREVIEW_PX }}
        >
          {
            <img
              ref={imageRef}
              src={source}
              alt=""
              draggable={false}
              onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
              onError={() =>
                toast({
                  title: IMAGE_MESSAGES.failedTitle,
                  description: IMAGE_MESSAGES.failed("image load failure"),
                  variant: "destructive",
                })
              }
              className="pointer-events-none absolute max-w-none select-none"
              style={{
                width,
                height,
                left: PREVIEW_PX / 2 - width / 2 + crop.offsetX * RATIO,
                top: PREVIEW_PX / 2 - height / 2 + crop.offsetY * RATIO,
              }}
            />
          }
        </div>
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
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
