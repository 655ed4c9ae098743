// The camera and microphone pickers, before joining and during the call. The browser names its
// devices once the person allowed them; a device plugged in or out updates the lists.
import { useEffect, useId, useState } from "react";
import { NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { listDevices, type DeviceChoice, type Devices } from "./local-media";

function Picker({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string | undefined;
  onChange(id: string): void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? devices[0]?.deviceId ?? ""}
        onChange={(event) => onChange(event.target.value)}
        disabled={devices.length === 0}
      >
        {devices.length === 0 ? <option value="">None found</option> : null}
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function DevicePickers({ choice, onChoose, ready }: { choice: DeviceChoice; onChoose(choice: DeviceChoice): void; ready: boolean }) {
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  useEffect(() => {
    if (!ready) return;
    const read = () => void listDevices().then(setDevices);
    read();
    navigator.mediaDevices?.addEventListener?.("devicechange", read);
    return () => navigator.mediaDevices?.removeEventListener?.("devicechange", read);
  }, [ready]);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Picker label="Camera" devices={devices.cameras} value={choice.cameraId} onChange={(cameraId) => onChoose({ ...choice, cameraId })} />
      <Picker
        label="Microphone"
        devices={devices.microphones}
        value={choice.microphoneId}
        onChange={(microphoneId) => onChoose({ ...choice, microphoneId })}
      />
    </div>
  );
}
