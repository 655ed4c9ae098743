// The state of Import Coaches: the JSON text (typed, pasted or read from a .json file), the import
// rules' problems (the first few, and how many in all), the progress and result of each coach, and a
// notice repeated in the dialog (while a modal dialog is open, the toasts are hidden from screen readers).
import { useRef, useState } from "react";
import { BULK_IMPORT_ERROR_PREVIEW, bulkImportErrors, parseBulkImportText } from "#common/admin-coaches";
import { toast } from "../../components/ui/use-toast";
import { useUnauthorizedHandler } from "../../lib/auth";
import { announceImport, importCoachesOneByOne, type ImportOutcome } from "./coach-import";

export function useBulkImport(onImported: () => void) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [problemCount, setProblemCount] = useState(0);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
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

  /** The coaches of the text, or null (and the reason shown) when it is not valid JSON. */
  const parse = (): unknown[] | null => {
    try {
      return parseBulkImportText(text);
    } catch (error) {
      toast({
        title: "Invalid JSON",
        description: error instanceof Error ? error.message : "The text is not valid JSON.",
        variant: "destructive",
      });
      setNotice(`The text is not valid JSON${error instanceof Error ? `: ${error.message}` : "."}`);
      return null;
    }
  };

  const run = async () => {
    const coaches = parse();
    if (!coaches) return;
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

  return { fileInput, text, setText, problems, problemCount, running, progress, outcomes, notice, reset, readFile, run };
}
