// Import Coaches (docs/product/staff-portal.md#bulk-import): a .json file or
// pasted JSON (one coach or a list), Reset, Load Example, every coach checked with the import rules
// (the first 3 problems listed as 'Coach N: ...'), then coaches imported one by one with a progress
// bar, a result per coach and the summary toast. The state is in use-bulk-import.ts, the parts in
// bulk-import-sections.tsx.
import { Loader2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { BulkImportGuidelines, BulkImportProblems, BulkImportProgress, BulkImportSource } from "./bulk-import-sections";
import { ImportResults } from "./coach-import";
import { useBulkImport } from "./use-bulk-import";

export function BulkImportDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const bulk = useBulkImport(onImported);
  const { running, notice } = bulk;

  return (
    <Dialog open={open} onOpenChange={(next) => (!running ? onOpenChange(next) : undefined)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Coaches</DialogTitle>
          <DialogDescription>Upload a .json file or paste JSON: one coach object or a list of them.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <BulkImportSource
            fileInput={bulk.fileInput}
            text={bulk.text}
            running={running}
            onText={bulk.setText}
            onFile={(file) => void bulk.readFile(file)}
            onReset={bulk.reset}
          />

          {notice ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {notice}
            </p>
          ) : null}
          <BulkImportProblems problems={bulk.problems} problemCount={bulk.problemCount} />

          <BulkImportProgress progress={bulk.progress} />
          <ImportResults outcomes={bulk.outcomes} />

          <BulkImportGuidelines />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={running}>
            Close
          </Button>
          <Button type="button" onClick={() => void bulk.run()} disabled={running || bulk.text.trim() === ""}>
            {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {running ? "Importing..." : "Import Coaches"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
