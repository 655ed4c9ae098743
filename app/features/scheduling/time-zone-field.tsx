// The availability editor's time zone: a select of the zones, and once the page runs a shortcut to
// the browser's own zone when it differs.
import { useMemo } from "react";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { useHydrated } from "../../lib/use-hydrated";
import { FieldMessage, type AvailabilitySectionProps } from "./availability-fields";
import { browserZone } from "./browser-zone";

export function TimeZoneField({ id, value, setValue, errors }: AvailabilitySectionProps) {
  const hydrated = useHydrated();
  const ownZone = hydrated ? (browserZone() ?? null) : null;
  // The server's list of zones can differ from the browser's: the full list once the page runs.
  const zones = useMemo(() => {
    const all = hydrated && typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return all.includes(value.timeZone) ? all : [value.timeZone, ...all];
  }, [value.timeZone, hydrated]);

  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-zone`} className="text-sm font-medium">
        Time zone
      </label>
      <NativeSelect
        id={`${id}-zone`}
        value={value.timeZone}
        onChange={(e) => setValue((v) => ({ ...v, timeZone: e.target.value }))}
        className="max-w-full sm:w-80"
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </NativeSelect>
      {ownZone && ownZone !== value.timeZone ? (
        <div>
          <Button type="button" variant="link" className="h-auto px-0" onClick={() => setValue((v) => ({ ...v, timeZone: ownZone }))}>
            Use my time zone ({ownZone.replaceAll("_", " ")})
          </Button>
        </div>
      ) : null}
      <FieldMessage id={`${id}-zone-error`} message={errors.timeZone} />
    </div>
  );
}
