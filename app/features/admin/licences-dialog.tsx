// A coach's verified licences, from the coach's row in the Admin Portal (docs/product/verified-licences.md):
// the licences staff recorded (type, number, state, expiry, how, by whom and when), a button to
// remove each, and the form to record one more after checking it with the state board. The form is
// checked with the schema POST /api/admin/coaches/{id}/licences uses; the server's messages are shown
// beside their fields.
import { Trash2 } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { US_STATES } from "#common/catalogue/us-states";
import { LICENCE_CHECK_METHODS, LICENCE_TYPES, licenceInputSchema, type CoachLicence } from "#common/licences";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { NativeSelect } from "../../components/ui/input";
import { ApiError, apiRequest, getJson } from "../../lib/api";
import { FormDialogFooter } from "./form-dialog-footer";

type Coach = { id: string; firstName: string; lastName: string };

const EMPTY = { licenceType: "", licenceNumber: "", issuingState: "", expiresOn: "", checkMethod: "" };
type Values = typeof EMPTY;

export function LicencesDialog({ coach, onClose, onChanged }: { coach: Coach | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={coach !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Licences of {coach ? `${coach.firstName} ${coach.lastName}` : ""}</DialogTitle>
          <DialogDescription>
            Record a licence once you have checked it with the state board. A current one shows 'License verified' on the coach's card and
            profile until its expiry date.
          </DialogDescription>
        </DialogHeader>
        {/* A new coach mounts a new panel: nothing of the previous coach's list or form stays. */}
        {coach ? <LicencesPanel key={coach.id} coach={coach} onClose={onClose} onChanged={onChanged} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LicencesPanel({ coach, onClose, onChanged }: { coach: Coach; onClose: () => void; onChanged: () => void }) {
  const [licences, setLicences] = useState<CoachLicence[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [removeError, setRemoveError] = useState(false);
  const [status, setStatus] = useState("");
  const name = `${coach.firstName} ${coach.lastName}`;

  const load = useCallback(
    () =>
      getJson<CoachLicence[]>(`/api/admin/coaches/${coach.id}/licences`).then(
        (list) => {
          setLicences(list);
          setLoadError(false);
        },
        () => setLoadError(true),
      ),
    [coach.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const changed = async (message: string) => {
    setStatus(message);
    await load();
    onChanged();
  };

  async function remove(licence: CoachLicence) {
    setRemoveError(false);
    try {
      await apiRequest("DELETE", `/api/admin/licences/${licence.id}`);
      await changed(`Licence ${licence.licenceNumber} removed`);
    } catch {
      setRemoveError(true);
    }
  }

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {loadError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The licences could not be loaded. Please try again.
        </p>
      ) : licences === null ? (
        <p className="text-sm text-muted-foreground">Loading licences…</p>
      ) : licences.length === 0 ? (
        <p className="text-sm text-muted-foreground">No licences recorded yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Licences of ${name}`}>
          {licences.map((licence) => (
            <LicenceItem key={licence.id} licence={licence} onRemove={() => void remove(licence)} />
          ))}
        </ul>
      )}
      {removeError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The licence could not be removed. Please try again.
        </p>
      ) : null}
      <LicenceForm coachId={coach.id} onCancel={onClose} onSaved={(number) => changed(`Licence ${number} recorded`)} />
    </>
  );
}

function LicenceItem({ licence, onRemove }: { licence: CoachLicence; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {licence.licenceType} {licence.licenceNumber} · {licence.issuingStateName}
          <Badge variant={licence.current ? "default" : "muted"}>{licence.current ? "Current" : "Expired"}</Badge>
        </p>
        <p>Expires {licence.expiresOn}</p>
        <p className="break-words text-muted-foreground">
          {licence.checkMethod}, by {licence.verifiedBy.email} on {licence.verifiedAt.slice(0, 10)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive"
        onClick={onRemove}
        aria-label={`Remove licence ${licence.licenceNumber}`}
      >
        <Trash2 aria-hidden="true" /> Remove
      </Button>
    </li>
  );
}

function LicenceForm({
  coachId,
  onCancel,
  onSaved,
}: {
  coachId: string;
  onCancel: () => void;
  onSaved: (number: string) => Promise<void>;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = licenceInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiRequest("POST", `/api/admin/coaches/${coachId}/licences`, parsed.data);
      setValues(EMPTY);
      await onSaved(parsed.data.licenceNumber);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else
        setFormError(
          error instanceof ApiError ? (error.serverMessage ?? error.message) : "The licence could not be saved. Please try again.",
        );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate className="grid gap-4 border-t pt-4" onSubmit={(event) => void submit(event)} aria-labelledby="add-licence-heading">
      <h3 id="add-licence-heading" className="font-semibold">
        Add a licence
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Licence type" error={errors.licenceType}>
          <NativeSelect value={values.licenceType} onChange={set("licenceType")}>
            <option value="">Choose…</option>
            {LICENCE_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Licence number"
          value={values.licenceNumber}
          onChange={set("licenceNumber")}
          maxLength={40}
          error={errors.licenceNumber}
        />
        <FormField label="Issuing state" error={errors.issuingState}>
          <NativeSelect value={values.issuingState} onChange={set("issuingState")}>
            <option value="">Choose…</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Expiry date" type="date" value={values.expiresOn} onChange={set("expiresOn")} error={errors.expiresOn} />
      </div>
      <FormField label="How it was checked" error={errors.checkMethod}>
        <NativeSelect value={values.checkMethod} onChange={set("checkMethod")}>
          <option value="">Choose…</option>
          {LICENCE_CHECK_METHODS.map((method) => (
            <option key={method}>{method}</option>
          ))}
        </NativeSelect>
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <FormDialogFooter onCancel={onCancel} busy={saving} label="Add licence" busyLabel="Adding…" />
    </form>
  );
}
