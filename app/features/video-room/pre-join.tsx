// Before joining (docs/product/video-sessions.md#before-joining): the person sees their own camera,
// picks the camera and microphone, and reads in words what is wrong when the browser refuses them
// or finds none. Joining without them is allowed: the other person is still seen and heard.
import { useEffect, useRef, useState } from "react";
import { VIDEO_SESSION_TEXTS } from "#common/video-sessions";
import { Button } from "../../components/ui/button";
import { DevicePickers } from "./device-pickers";
import { openLocalMedia, stopStream, type DeviceChoice } from "./local-media";

export interface JoinedMedia {
  stream: MediaStream | null;
  choice: DeviceChoice;
}

export function SelfView({ stream, className }: { stream: MediaStream | null; className?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} autoPlay playsInline muted className={className} aria-label="Your camera" data-testid="self-view" />;
}

export function PreJoin({ peerName, onJoin }: { peerName: string; onJoin(media: JoinedMedia): void }) {
  const [choice, setChoice] = useState<DeviceChoice>({});
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const handedOver = useRef(false);

  useEffect(() => {
    let current: MediaStream | null = null;
    let cancelled = false;
    void openLocalMedia(choice).then((media) => {
      if (cancelled) return stopStream(media.stream);
      current = media.stream;
      setStream(media.stream);
      setProblem(media.problem);
      setAsking(false);
    });
    return () => {
      cancelled = true;
      if (!handedOver.current) stopStream(current);
    };
  }, [choice, attempt]);

  const hasVideo = Boolean(stream?.getVideoTracks().length);
  return (
    <section aria-labelledby="prejoin-heading" className="flex flex-col gap-4 rounded-xl border p-4 sm:p-6">
      <h2 id="prejoin-heading" className="text-lg font-semibold">
        Check your camera and microphone
      </h2>
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-neutral-900">
        <SelfView stream={hasVideo ? stream : null} className="size-full -scale-x-100 object-cover" />
        {!hasVideo ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-neutral-200">
            {asking ? "Asking for your camera and microphone…" : "Your camera is off"}
          </p>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>{problem}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => {
              setAsking(true);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}
      <DevicePickers
        choice={choice}
        onChoose={(next) => {
          setAsking(true);
          setChoice(next);
        }}
        ready={!asking}
      />
      <p className="text-sm text-muted-foreground">
        Only you and {peerName} are in this room. The call goes straight between your two browsers, encrypted, and nothing is recorded.
      </p>
      <Button
        size="lg"
        disabled={asking}
        onClick={() => {
          handedOver.current = true;
          onJoin({ stream, choice });
        }}
      >
        {VIDEO_SESSION_TEXTS.joinButton}
      </Button>
    </section>
  );
}
