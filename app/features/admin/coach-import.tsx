// Importing coaches one by one (docs/product/staff-portal.md#bulk-import): each
// coach is checked with the import schema, sent on its own to POST /api/admin/bulk-import, and
// followed by a 100 ms pause; one failure never stops the others. Used by the bulk import and the
// scraper's "Import N Coaches".
import { BULK_IMPORT_PAUSE_MS, bulkImportCoachSchema, type BulkImportAnswer } from "#common/admin-coaches";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest, isUnauthorizedError } from "../../lib/api";
import { pause } from "./admin-data";

export interface ImportOutcome {
  index: number;
  name: string;
  ok: boolean;
  message: string;
}

function nameOf(coach: unknown, index: number): string {
  const raw = (coach ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [raw.firstName, raw.lastName].filter((p) => typeof p === "string" && p.trim()).join(" ") || `Coach ${index + 1}`;
}

export async function importCoachesOneByOne(
  coaches: readonly unknown[],
  onProgress: (done: number, outcome: ImportOutcome) => void,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const [index, coach] of coaches.entries()) {
    const name = nameOf(coach, index);
    const checked = bulkImportCoachSchema.safeParse(coach);
    let outcome: ImportOutcome;
    if (!checked.success) {
      outcome = { index, name, ok: false, message: checked.error.issues[0]?.message ?? "Invalid coach" };
    } else {
      try {
        const response = await apiRequest("POST", "/api/admin/bulk-import", { coaches: [coach] });
        const [result] = ((await response.json()) as BulkImportAnswer).results;
        outcome = result.ok
          ? { index, name, ok: true, message: result.warnings[0] ?? "Imported" }
          : { index, name, ok: false, message: result.message };
      } catch (error) {
        if (isUnauthorizedError(error)) throw error;
        outcome = {
          index,
          name,
          ok: false,
          message: (error instanceof ApiError && error.serverMessage) || "Failed to import coaches. Please try again.",
        };
      }
    }
    outcomes.push(outcome);
    onProgress(index + 1, outcome);
    if (index < coaches.length - 1) await pause(BULK_IMPORT_PAUSE_MS);
  }
  return outcomes;
}

/** The summary toast: 'Import Complete', destructive when any coach failed. */
export function announceImport(outcomes: readonly ImportOutcome[]): void {
  const imported = outcomes.filter((o) => o.ok).length;
  const failed = outcomes.length - imported;
  toast({
    title: "Import Complete",
    description: `Successfully imported ${imported} coaches. ${failed} failed.`,
    variant: failed > 0 ? "destructive" : "success",
  });
}

export function ImportResults({ outcomes }: { outcomes: readonly ImportOutcome[] }) {
  if (outcomes.length === 0) return null;
  return (
    <ul aria-label="Import results" className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 text-sm">
      {outcomes.map((o) => (
        <li key={o.index} className={o.ok ? "text-emerald-700" : "text-destructive"}>
          <span className="font-medium">{o.name}</span>:{" "}
          {o.ok ? (o.message === "Imported" ? "Imported" : `Imported. ${o.message}`) : o.message}
        </li>
      ))}
    </ul>
  );
}
