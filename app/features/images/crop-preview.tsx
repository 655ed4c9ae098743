// The crop dialog's preview: the chosen photo in the circle, moved by dragging or with the arrow keys
// (Shift for bigger steps), drawn with a "cover" fit of the circle and then the zoom and offset.
import { useRef, type Dispatch, type KeyboardEvent, type PointerEvent, type RefObject, type SetStateAction } from "react";
import { IMAGE_MESSAGES, PROFILE_IMAGE_SIZE_PX } from "#common/profile-images";
import { toast } from "../../components/ui/use-toast";
import type { CropArea } from "./upload-profile-image";

const PREVIEW_PX = 240;
const RATIO = PREVIEW_PX / PROFILE_IMAGE_SIZE_PX;

export interface NaturalSize {
  width: number;
  height: number;
}

/** Moving the picture: arrow keys by 8 px (30 with Shift), or dragging it (in the output's pixels). */
function useCropMoves(crop: CropArea, setCrop: Dispatch<SetStateAction<CropArea>>) {
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
  const onPointerUp = () => (drag.current = null);

  return { onKeyDown, onPointerDown, onPointerMove, onPointerUp };
}

export function CropPreview({
  source,
  imageRef,
  crop,
  setCrop,
  natural,
  setNatural,
}: {
  source: string;
  imageRef: RefObject<HTMLImageElement | null>;
  crop: CropArea;
  setCrop: Dispatch<SetStateAction<CropArea>>;
  natural: NaturalSize | null;
  setNatural: (size: NaturalSize) => void;
}) {
  const { onKeyDown, onPointerDown, onPointerMove, onPointerUp } = useCropMoves(crop, setCrop);

  // The picture as displayed: "cover" fit of the circle, then zoom and offset (in preview pixels).
  const cover = natural ? PREVIEW_PX / Math.min(natural.width, natural.height) : 1;
  const width = natural ? natural.width * cover * crop.zoom : PREVIEW_PX;
  const height = natural ? natural.height * cover * crop.zoom : PREVIEW_PX;

  return (
    <>
      {/* The preview is moved with the arrow keys, so it takes focus and listens to keys. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        role="img"
        aria-label="Photo preview in the circle; use the arrow keys to move it"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
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
    </>
  );
}
