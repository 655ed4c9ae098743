// In the call (docs/product/video-sessions.md#in-the-call): the other person large, oneself small,
// their name and the connection's state in words, and mute, camera off, another device and leave.
import { Mic, MicOff, PhoneOff, Settings, Video, VideoOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { VIDEO_SESSION_TEXTS, type SessionRoom, type SignalEvent } from "#common/video-sessions";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { Call, type CallState } from "./call";
import { DevicePickers } from "./device-pickers";
import { stopStream, type DeviceChoice } from "./local-media";
import { SelfView, type JoinedMedia } from "./pre-join";
import { openSignalling, sendSignal } from "./signalling";

function stateText(state: CallState, peerName: string): string {
  if (state === "waiting") return `Waiting for ${peerName} to join…`;
  if (state === "connecting") return VIDEO_SESSION_TEXTS.connecting;
  if (state === "reconnecting") return VIDEO_SESSION_TEXTS.reconnecting;
  if (state === "connected") return `Connected with ${peerName}`;
  return `No connection could be made with ${peerName}.`;
}

function RemoteView({ stream, peerName }: { stream: MediaStream | null; peerName: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a live call: there is no caption file, the other person speaks as it happens
    <video
      ref={video}
      autoPlay
      playsInline
      className="size-full object-contain"
      aria-label={`${peerName}'s camera`}
      data-testid="remote-view"
    />
  );
}

/** Another camera or microphone during the call: the new track replaces the old one on the connection. */
async function switchDevice(stream: MediaStream, call: Call, kind: "audio" | "video", deviceId: string, enabled: boolean) {
  const fresh = await navigator.mediaDevices.getUserMedia({ [kind]: { deviceId: { exact: deviceId } } });
  const track = fresh.getTracks()[0];
  track.enabled = enabled;
  for (const old of kind === "audio" ? stream.getAudioTracks() : stream.getVideoTracks()) {
    stream.removeTrack(old);
    old.stop();
  }
  stream.addTrack(track);
  await call.replaceTrack(track);
}

export function CallView({ room, media, onLeave }: { room: SessionRoom; media: JoinedMedia; onLeave(): void }) {
  const [state, setState] = useState<CallState>("connecting");
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [choice, setChoice] = useState<DeviceChoice>(media.choice);
  const [replaced, setReplaced] = useState(false);
  const callRef = useRef<Call | null>(null);
  const { stream } = media;

  useEffect(() => {
    const call = new Call({
      role: room.role,
      iceServers: room.iceServers,
      localStream: stream,
      send: (signal) => sendSignal(room.bookingId, signal),
      onState: setState,
      onRemoteStream: setRemote,
    });
    callRef.current = call;
    const handle = (event: SignalEvent) => {
      if (event.type === "welcome") {
        if (event.peerPresent) call.peerPresent();
        else call.peerLeft();
      } else if (event.type === "peer-joined") call.peerPresent();
      else if (event.type === "peer-left") call.peerLeft();
      else if (event.type === "signal") void call.receive(event.signal);
      else if (event.type === "replaced") {
        call.close();
        setReplaced(true);
      } else if (event.type === "closed") {
        call.close();
        onLeave();
      }
    };
    const close = openSignalling(room.bookingId, { onEvent: handle, onConnected: () => {} });
    return () => {
      close();
      call.close();
      stopStream(stream);
    };
    // The call lives as long as this view: the room and the media do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = (kind: "audio" | "video") => {
    const off = kind === "audio" ? !muted : !cameraOff;
    for (const track of (kind === "audio" ? stream?.getAudioTracks() : stream?.getVideoTracks()) ?? []) track.enabled = !off;
    if (kind === "audio") setMuted(off);
    else setCameraOff(off);
  };

  const choose = (next: DeviceChoice) => {
    const call = callRef.current;
    if (!stream || !call) return;
    if (next.cameraId && next.cameraId !== choice.cameraId) void switchDevice(stream, call, "video", next.cameraId, !cameraOff);
    if (next.microphoneId && next.microphoneId !== choice.microphoneId) void switchDevice(stream, call, "audio", next.microphoneId, !muted);
    setChoice(next);
  };

  if (replaced) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="text-lg font-semibold">You opened this session in another window or tab, so this one left the call.</p>
        <Button onClick={onLeave}>Back to the room</Button>
      </div>
    );
  }

  const hasAudio = Boolean(stream?.getAudioTracks().length);
  const hasVideo = Boolean(stream?.getVideoTracks().length);
  return (
    <section
      aria-label={`Session with ${room.peer.name}`}
      className="mx-auto flex max-w-6xl flex-col gap-3 px-2 py-3 sm:px-6 sm:py-6"
      data-call-state={state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-2">
        <h1 className="text-xl font-bold">{room.peer.name}</h1>
        <p role="status" className={cn("text-sm font-medium", state === "connected" ? "text-emerald-700" : "text-muted-foreground")}>
          {stateText(state, room.peer.name)}
        </p>
      </div>
      {state === "failed" ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>
            Your two browsers could not find a direct path to each other. A firewall or a strict network (at work, in a hotel, on some
            public Wi-Fi) is the likely cause. Try another network, such as your phone's mobile data, then choose 'Try again'. If it keeps
            happening, tell us: the site needs a relay server for your network.
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => callRef.current?.retry()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-xl bg-neutral-900 sm:aspect-video">
        <RemoteView stream={remote} peerName={room.peer.name} />
        {!remote ? (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-neutral-200">
            {stateText(state, room.peer.name)}
          </p>
        ) : null}
        <div className="absolute right-3 bottom-3 w-28 overflow-hidden rounded-lg border border-white/40 bg-neutral-800 sm:w-48">
          <SelfView stream={hasVideo && !cameraOff ? stream : null} className="aspect-video w-full -scale-x-100 object-cover" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2" role="group" aria-label="Call controls">
        <Button variant="outline" size="lg" aria-pressed={muted} disabled={!hasAudio} onClick={() => toggle("audio")}>
          {muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {muted ? "Unmute" : "Mute"}
        </Button>
        <Button variant="outline" size="lg" aria-pressed={cameraOff} disabled={!hasVideo} onClick={() => toggle("video")}>
          {cameraOff ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
          {cameraOff ? "Turn camera on" : "Turn camera off"}
        </Button>
        <Button
          variant="outline"
          size="lg"
          aria-expanded={devicesOpen}
          aria-controls="call-devices"
          onClick={() => setDevicesOpen((open) => !open)}
        >
          <Settings aria-hidden="true" />
          Devices
        </Button>
        <Button variant="destructive" size="lg" onClick={onLeave}>
          <PhoneOff aria-hidden="true" />
          Leave
        </Button>
      </div>
      <div id="call-devices" hidden={!devicesOpen} className="rounded-lg border p-4">
        <DevicePickers choice={choice} onChoose={choose} ready={devicesOpen && (hasAudio || hasVideo)} />
      </div>
    </section>
  );
}
