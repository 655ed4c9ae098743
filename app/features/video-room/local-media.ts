// The person's own camera and microphone for a session (docs/product/video-sessions.md#before-joining):
// asked for with the devices chosen, down to the microphone alone when there is no camera, and what
// went wrong said in words a person can act on.

export interface DeviceChoice {
  cameraId?: string;
  microphoneId?: string;
}

export interface LocalMedia {
  stream: MediaStream | null;
  /** Why there is no camera or microphone (null: both work). */
  problem: string | null;
}

export const MEDIA_TEXTS = {
  denied:
    "Kindred may not use your camera or microphone. Allow both for this site in your browser's settings (the icon beside the address), then choose 'Try again'.",
  noDevice: "No camera or microphone was found. Connect one and choose 'Try again', or join to see and hear the other person without them.",
  noCamera: "No camera was found: you can join with your microphone only.",
  busy: "Your camera or microphone is in use by another app. Close it and choose 'Try again'.",
  unsupported: "This browser cannot make video calls. Open the session in a current Chrome, Firefox, Safari or Edge.",
} as const;

const constraint = (id?: string): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

function problemOf(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return MEDIA_TEXTS.denied;
  if (name === "NotReadableError" || name === "AbortError") return MEDIA_TEXTS.busy;
  return MEDIA_TEXTS.noDevice;
}

/** Camera and microphone as chosen; the microphone alone when no camera works. */
export async function openLocalMedia(choice: DeviceChoice): Promise<LocalMedia> {
  const devices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  if (!devices?.getUserMedia) return { stream: null, problem: MEDIA_TEXTS.unsupported };
  try {
    const stream = await devices.getUserMedia({ audio: constraint(choice.microphoneId), video: constraint(choice.cameraId) });
    return { stream, problem: null };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name !== "NotFoundError" && name !== "OverconstrainedError") return { stream: null, problem: problemOf(error) };
    try {
      const stream = await devices.getUserMedia({ audio: constraint(choice.microphoneId) });
      return { stream, problem: MEDIA_TEXTS.noCamera };
    } catch (audioError) {
      return { stream: null, problem: problemOf(audioError) };
    }
  }
}

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

/** The cameras and microphones the browser names (after permission, with their labels). */
export async function listDevices(): Promise<Devices> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
  return {
    cameras: all.filter((device) => device.kind === "videoinput" && device.deviceId),
    microphones: all.filter((device) => device.kind === "audioinput" && device.deviceId),
  };
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
