// The parts of the Import Coaches dialog: where the JSON comes from (a file, the text box, Reset and
// Load Example), the import rules' problems, the progress, and the import guidelines.
import { FileJson } from "lucide-react";
import { useId, type RefObject } from "react";
import { BULK_IMPORT_EXAMPLE } from "#common/admin-coaches";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Progress } from "../../components/ui/progress";
import { Textarea } from "../../components/ui/textarea";

export function BulkImportSource({
  fileInput,
  text,
  running,
  onText,
  onFile,
  onReset,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  text: string;
  running: boolean;
  onText(text: string): void;
  onFile(file: File | undefined): void;
  onReset(): void;
}) {
  const textId = useId();
  const fileId = useId();
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={fileId}>JSON file</Label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          disabled={running}
          onChange={(event) => onFile(event.target.files?.[0])}
          className="text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-semibold"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={textId}>Coaches JSON</Label>
        <Textarea
          id={textId}
          rows={10}
          value={text}
          disabled={running}
          onChange={(event) => onText(event.target.value)}
          className="font-mono text-xs"
          spellCheck={false}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={onReset} disabled={running}>
          Reset
        </Button>
        <Button type="button" variant="outline" onClick={() => onText(JSON.stringify(BULK_IMPORT_EXAMPLE, null, 2))} disabled={running}>
          <FileJson aria-hidden="true" /> Load Example
        </Button>
      </div>
    </>
  );
}

/** The first problems found by the import rules, and how many more there are. */
export function BulkImportProblems({ problems, problemCount }: { problems: string[]; problemCount: number }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <p className="font-semibold">Validation Error: these coaches will not be imported</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {problemCount > problems.length ? <p className="mt-1">... and {problemCount - problems.length} more</p> : null}
    </div>
  );
}

export function BulkImportProgress({ progress }: { progress: { done: number; total: number } | null }) {
  if (!progress) return null;
  return (
    <div className="grid gap-2" aria-live="polite">
      <Progress value={(progress.done / Math.max(1, progress.total)) * 100} label="Import progress" />
      <p className="text-sm text-muted-foreground">
        {progress.done} of {progress.total} coaches processed
      </p>
    </div>
  );
}

export function BulkImportGuidelines() {
  return (
    <details className="rounded-md bg-muted/60 px-3 py-0.5 text-sm">
      <summary className="cursor-pointer py-2.5 font-medium">Import guidelines</summary>
      <ul className="mt-2 list-disc space-y-1 pb-2.5 pl-5 text-muted-foreground">
        <li>
          Required: firstName, lastName, bio (at least 100 characters), specializations (at least one), experience (0 or more) and
          hourlyRate (e.g. "150.00").
        </li>
        <li>
          Optional: email and website (blank or N/A allowed), phoneNumber, title (defaults to the name), availability, sessionTypes,
          languages (default English), location (default New York, NY), certifications, gender, insuranceAccepted, isActive (default true).
        </li>
        <li>
          profileImageUrl (optional): an image uploaded to this site or a generated avatar; a coach with any other address is not imported.
        </li>
        <li>Coaches are imported one at a time; a coach with a problem is reported and the others still import.</li>
      </ul>
    </details>
  );
}
