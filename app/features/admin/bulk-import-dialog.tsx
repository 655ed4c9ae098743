// Import Coaches (docs/product/staff-portal.md#bulk-import): a .json file or
// pasted JSON (one coach or a list), Reset, Load Example, every coach checked with the import rules
// (the first 3 problems listed as 'Coach N: ...'), then coaches imported one by one with a progress
// bar, a result per coach and the summary toast. The state is in use-bulk-import.ts, the parts in
// bulk-import-sections.tsx.
import { BulkImportGuidelines, BulkImportProblems, BulkImportProgress, BulkImportSource } from "./bulk-import-sections";
import { CoachImportDialogFrame, type CoachImportDialogProps } from "./coach-import-dialog-frame";
import { ImportResults } from "./coach-import";
import { useBulkImport } from "./use-bulk-import";

export function BulkImportDialog({ open, onOpenChange, onImported }: CoachImportDialogProps) {
  const bulk = useBulkImport(onImported);
  const { running, notice } = bulk;

  return (
    <CoachImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={running}
      className="max-w-2xl"
      title="Import Coaches"
      description="Upload a .json file or paste JSON: one coach object or a list of them."
      importButton={{
        label: "Import Coaches",
        importing: running,
        disabled: running || bulk.text.trim() === "",
        onClick: () => void bulk.run(),
      }}
    >
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
    </CoachImportDialogFrame>
  );
}
