// The state of Import from Psychology Today: the address rows, scraping them, the answer (coaches,
// summary, addresses not imported), importing the coaches one by one, and a notice repeated in the
// dialog (while a modal dialog is open, the toasts are hidden from screen readers).
import { useState } from "react";
import { directoryUrlsOf, NO_VALID_URLS, type ScrapeAnswer } from "#common/admin-coaches";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { announceImport, importCoachesOneByOne, type ImportOutcome } from "./coach-import";

const SCRAPE_FAILED = "Failed to scrape profiles. Please check URLs and try again.";

export function useScraper(onImported: () => void) {
  const [rows, setRows] = useState<string[]>([""]);
  const [scraping, setScraping] = useState(false);
  const [result, setResult] = useState<ScrapeAnswer | null>(null);
  const [importing, setImporting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();

  const scrape = async () => {
    const urls = directoryUrlsOf(rows);
    if (urls.length === 0) {
      toast({ ...NO_VALID_URLS, variant: "destructive" });
      setNotice(NO_VALID_URLS.description);
      return;
    }
    setNotice(null);
    setScraping(true);
    setResult(null);
    setOutcomes([]);
    setProgress(null);
    try {
      const response = await apiRequest("POST", "/api/admin/scrape-psychology-today", { urls });
      const answer = (await response.json()) as ScrapeAnswer;
      setResult(answer);
      if (answer.coaches.length === 0) {
        toast({ title: "Scraping Failed", description: answer.errors[0]?.message ?? SCRAPE_FAILED, variant: "destructive" });
        setNotice(answer.errors[0]?.message ?? SCRAPE_FAILED);
      } else {
        toast({ title: "Profiles Scraped", description: `${answer.coaches.length} profiles ready to import.`, variant: "success" });
      }
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message = (error instanceof ApiError && error.serverMessage) || SCRAPE_FAILED;
      toast({ title: "Scraping Failed", description: message, variant: "destructive" });
      setNotice(message);
    } finally {
      setScraping(false);
    }
  };

  const importAll = async () => {
    if (!result) return;
    const coaches = result.coaches.map(({ sourceUrl: _source, ...coach }) => coach);
    setImporting(true);
    setOutcomes([]);
    setProgress({ done: 0, total: coaches.length });
    try {
      const done = await importCoachesOneByOne(coaches, (count, outcome) => {
        setProgress({ done: count, total: coaches.length });
        setOutcomes((list) => [...list, outcome]);
      });
      announceImport(done);
      if (done.some((o) => o.ok)) onImported();
    } catch (error) {
      if (!handleUnauthorized(error))
        toast({
          title: "Import Failed",
          description: error instanceof Error && error.message ? error.message : "Unknown error occurred",
          variant: "destructive",
        });
    } finally {
      setImporting(false);
    }
  };

  return { rows, setRows, scraping, result, importing, progress, outcomes, notice, busy: scraping || importing, scrape, importAll };
}
