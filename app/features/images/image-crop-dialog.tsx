// Crop a chosen photo to the 300×300 circle and upload it (second specification: "pick file,
// preview, confirm, uploading, done"). Drag or use the arrow keys to move the picture, the slider
// to zoom; "Use photo" makes the JPEG (quality 0.9) and sends it through the upload pipeline.
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { IMAGE_MESSAGES, PROFILE_IMAGE_SIZE_PX } from "#common/profile-images";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { cropToCircleJpeg, uploadProfileImage, type CropArea } from "./upload-profile-image";

const PREVIEW_PX = 240;
const RATIO = PREVIEW_PX / PROFILE_IMAGE_SIZE_PX;

export function ImageCropDialog({
  file,
  onClose,
  onUploaded,
  use,
}: {
  file: File | null;
  onClose: () => void;
  onUploaded: (path: string) => void;
  use?: "account";
}) {
  const zoomId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropArea>({ zoom: 1, offsetX: 0, offsetY: 0 });
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; offsetX: number; offsetY: number } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    setCrop({ zoom: 1, offsetX: 0, offsetY: 0 });
    setNatural(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const move = (dx: number, dy: number) => setCrop((c) => ({ ...c, offsetX: c.offsetX + dx, offsetY: c.offsetY + dy }));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 30 : 8;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
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
    setCrop((c) => ({ ...c, offsetX: start.offsetX + (event.clientX - start.x) / RATIO, offsetY: start.offsetY + (event.clientY - start.y) / RATIO }));
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
      toast({ title: IMAGE_MESSAGES.failedTitle, description: IMAGE_MESSAGES.failed(error instanceof Error ? error.message : "unknown error"), variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  // The picture as displayed: "cover" fit of the circle, then zoom and offset (in preview pixels).
  const cover = natural ? PREVIEW_PX / Math.min(natural.width, natural.height) : 1;
  const width = natural ? natural.width * cover * crop.zoom : PREVIEW_PX;
  const height = natural ? natural.height * cover * crop.zoom : PREVIEW_PX;

  return (
    <Dialog open={file !== null} onOpenChange={(open) => (!open && !uploading ? onClose() : undefined)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Crop photo</DialogTitle>
          <DialogDescription>Drag the photo (or use the arrow keys) and zoom until the face sits in the circle.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-4">
          <div
            role="img"
            aria-label="Photo preview in the circle; use the arrow keys to move it"
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            className="relative touch-none cursor-grab overflow-hidden rounded-full border-4 border-primary/30 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            style={{ width: PREVIEW_PX, height: PREVIEW_PX }}
          >
            {source ? (
              <img
                ref={imageRef}
                src={source}
                alt=""
                draggable={false}
                onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
                onError={() => toast({ title: IMAGE_MESSAGES.failedTitle, description: IMAGE_MESSAGES.failed("image load failure"), variant: "destructive" })}
                className="pointer-events-none absolute max-w-none select-none"
                style={{ width, height, left: PREVIEW_PX / 2 - width / 2 + crop.offsetX * RATIO, top: PREVIEW_PX / 2 - height / 2 + crop.offsetY * RATIO }}
              />
            ) : null}
          </div>
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
    </Dialog>
  );
}
