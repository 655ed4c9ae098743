// Import Coaches (docs/product/staff-portal.md#bulk-import): a .json file or
// pasted JSON (one coach or a list), Reset, Load Example, every coach checked with the import rules
// (the first 3 problems listed as 'Coach N: ...'), then coaches imported one by one with a progress
// bar, a result per coach and the summary toast.
import { FileJson, Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { BULK_IMPORT_ERROR_PREVIEW, BULK_IMPORT_EXAMPLE, bulkImportErrors, parseBulkImportText } from "#common/admin-coaches";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Progress } from "../../components/ui/progress";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedHandler } from "../../lib/auth";
import { announceImport, ImportResults, importCoachesOneByOne, type ImportOutcome } from "./coach-import";

export function BulkImportDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const textId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [problemCount, setProblemCount] = useState(0);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  /** Shown in the dialog too: while a modal dialog is open, the toasts are hidden from screen readers. */
  const [notice, setNotice] = useState<string | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();

  const reset = () => {
    setText("");
    setProblems([]);
    setProblemCount(0);
    setProgress(null);
    setOutcomes([]);
    setNotice(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    if (!file.name.toLowerCase().endsWith(".json")) {
      toast({ title: "Invalid File Type", description: "Please select a JSON file.", variant: "destructive" });
      setNotice("Please select a JSON file.");
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setText(await file.text());
  };

  const run = async () => {
    let coaches: unknown[];
    try {
      coaches = parseBulkImportText(text);
    } catch (error) {
      toast({
        title: "Invalid JSON",
        description: error instanceof Error ? error.message : "The text is not valid JSON.",
        variant: "destructive",
      });
      setNotice(`The text is not valid JSON${error instanceof Error ? `: ${error.message}` : "."}`);
      return;
    }
    setNotice(null);
    const found = bulkImportErrors(coaches);
    setProblemCount(found.length);
    setProblems(found.slice(0, BULK_IMPORT_ERROR_PREVIEW).map((p) => p.message));
    setOutcomes([]);
    setRunning(true);
    setProgress({ done: 0, total: coaches.length });
    try {
      const results = await importCoachesOneByOne(coaches, (done, outcome) => {
        setProgress({ done, total: coaches.length });
        setOutcomes((list) => [...list, outcome]);
      });
      announceImport(results);
      if (results.some((r) => r.ok)) onImported();
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          title: "Import Failed",
          description: error instanceof Error && error.message ? error.message : "Unknown error occurred",
          variant: "destructive",
        });
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (!running ? onOpenChange(next) : undefined)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Coaches</DialogTitle>
          <DialogDescription>Upload a .json file or paste JSON: one coach object or a list of them.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={fileId}>JSON file</Label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              disabled={running}
              onChange={(event) => void readFile(event.target.files?.[0])}
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
              onChange={(event) => setText(event.target.value)}
              className="font-mono text-xs"
              spellCheck={false}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={reset} disabled={running}>
              Reset
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setText(JSON.stringify(BULK_IMPORT_EXAMPLE, null, 2))}
              disabled={running}
            >
              <FileJson aria-hidden="true" /> Load Example
            </Button>
          </div>

          {notice ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {notice}
            </p>
          ) : null}
          {problems.length > 0 ? (
            <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              <p className="font-semibold">Validation Error: these coaches will not be imported</p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
              {problemCount > problems.length ? <p className="mt-1">... and {problemCount - problems.length} more</p> : null}
            </div>
          ) : null}

          {progress ? (
            <div className="grid gap-2" aria-live="polite">
              <Progress value={(progress.done / Math.max(1, progress.total)) * 100} label="Import progress" />
              <p className="text-sm text-muted-foreground">
                {progress.done} of {progress.total} coaches processed
              </p>
            </div>
          ) : null}
          <ImportResults outcomes={outcomes} />

          <details className="rounded-md bg-muted/60 px-3 py-0.5 text-sm">
            <summary className="cursor-pointer py-2.5 font-medium">Import guidelines</summary>
            <ul className="mt-2 list-disc space-y-1 pb-2.5 pl-5 text-muted-foreground">
              <li>
                Required: firstName, lastName, bio (at least 100 characters), specializations (at least one), experience (0 or more) and
                hourlyRate (e.g. "150.00").
              </li>
              <li>
                Optional: email and website (blank or N/A allowed), phoneNumber, title (defaults to the name), availability, sessionTypes,
                languages (default English), location (default New York, NY), certifications, gender, insuranceAccepted, isActive (default
                true).
              </li>
              <li>
                profileImageUrl (optional): an image uploaded to this site or a generated avatar; a coach with any other address is not
                imported.
              </li>
              <li>Coaches are imported one at a time; a coach with a problem is reported and the others still import.</li>
            </ul>
          </details>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={running}>
            Close
          </Button>
          <Button type="button" onClick={() => void run()} disabled={running || text.trim() === ""}>
            {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {running ? "Importing..." : "Import Coaches"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
