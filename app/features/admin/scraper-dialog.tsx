// Import from Psychology Today (docs/product/staff-portal.md#scraper):
// rows of profile addresses, Scrape Profiles, the summary tiles, a preview of the first 3 coaches
// (4 specializations each) and Import N Coaches, which imports them one by one like the bulk import.
import { Loader2, Minus, Plus, Search } from "lucide-react";
import { useState } from "react";
import {
  directoryUrlsOf,
  NO_VALID_URLS,
  SCRAPER_MAX_URLS,
  SCRAPER_PREVIEW_COACHES,
  SCRAPER_PREVIEW_SPECIALIZATIONS,
  type ScrapeAnswer,
} from "#common/admin-coaches";
import { avatarUrl } from "#common/coaches";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Progress } from "../../components/ui/progress";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { announceImport, ImportResults, importCoachesOneByOne, type ImportOutcome } from "./coach-import";

export function ScraperDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const [rows, setRows] = useState<string[]>([""]);
  const [scraping, setScraping] = useState(false);
  const [result, setResult] = useState<ScrapeAnswer | null>(null);
  const [importing, setImporting] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcomes, setOutcomes] = useState<ImportOutcome[]>([]);
  /** Shown in the dialog too: while a modal dialog is open, the toasts are hidden from screen readers. */
  const [notice, setNotice] = useState<string | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  const busy = scraping || importing;

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
        toast({
          title: "Scraping Failed",
          description: answer.errors[0]?.message ?? "Failed to scrape profiles. Please check URLs and try again.",
          variant: "destructive",
        });
        setNotice(answer.errors[0]?.message ?? "Failed to scrape profiles. Please check URLs and try again.");
      } else {
        toast({ title: "Profiles Scraped", description: `${answer.coaches.length} profiles ready to import.`, variant: "success" });
      }
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message = (error instanceof ApiError && error.serverMessage) || "Failed to scrape profiles. Please check URLs and try again.";
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

  const preview = result?.coaches.slice(0, SCRAPER_PREVIEW_COACHES) ?? [];
  const more = (result?.coaches.length ?? 0) - preview.length;

  return (
    <Dialog open={open} onOpenChange={(next) => (!busy ? onOpenChange(next) : undefined)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import from Psychology Today</DialogTitle>
          <DialogDescription>
            Paste the addresses of public therapist profiles (https://www.psychologytoday.com/us/therapists/…), one per row.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <ol className="grid gap-2" aria-label="Profile URLs">
            {rows.map((row, index) => (
              <li key={index} className="flex gap-2">
                <Input
                  type="url"
                  aria-label={`Profile URL ${index + 1}`}
                  placeholder="https://www.psychologytoday.com/us/therapists/…"
                  value={row}
                  disabled={busy}
                  onChange={(event) => setRows((list) => list.map((r, i) => (i === index ? event.target.value : r)))}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove URL ${index + 1}`}
                  disabled={busy || rows.length === 1}
                  onClick={() => setRows((list) => list.filter((_, i) => i !== index))}
                >
                  <Minus aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {notice ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {notice}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => setRows((list) => [...list, ""])}
              disabled={busy || rows.length >= SCRAPER_MAX_URLS}
            >
              <Plus aria-hidden="true" /> Add URL
            </Button>
            <Button type="button" onClick={() => void scrape()} disabled={busy}>
              {scraping ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
              {scraping ? "Scraping..." : "Scrape Profiles"}
            </Button>
          </div>
        </div>

        {result ? (
          <section aria-label="Scrape results" className="grid gap-4">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {[
                ["Profiles", String(result.summary.totalScraped)],
                ["Avg Rate", `$${Math.round(result.summary.avgRate)}`],
                ["Avg Experience", `${result.summary.avgExperience} yrs`],
                ["Specializations", String(result.summary.uniqueSpecializations)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border bg-muted/40 p-3 text-center">
                  <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            {result.errors.length > 0 ? (
              <ul
                aria-label="Addresses not imported"
                className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
              >
                {result.errors.map((e) => (
                  <li key={e.url} className="break-all">
                    <span className="font-medium">{e.url}</span>: {e.message}
                  </li>
                ))}
              </ul>
            ) : null}
            {preview.length > 0 ? (
              <ul aria-label="Preview" className="grid gap-3">
                {preview.map((coach) => (
                  <li key={coach.sourceUrl} className="flex gap-3 rounded-lg border p-3" data-testid="scraped-coach">
                    <img
                      src={coach.profileImageUrl ?? avatarUrl(`${coach.firstName} ${coach.lastName}`)}
                      alt=""
                      className="size-12 shrink-0 rounded-full bg-muted object-cover"
                    />
                    <div className="min-w-0">
                      <p className="font-semibold">
                        {coach.firstName} {coach.lastName}
                      </p>
                      <p className="text-sm text-muted-foreground">{coach.title}</p>
                      <p className="text-sm">
                        {Number(coach.hourlyRate) > 0 ? `$${Math.round(Number(coach.hourlyRate))}/hour · ` : ""}
                        {coach.experience} years · {coach.location}
                      </p>
                      <ul className="mt-1 flex flex-wrap gap-1" aria-label="Specializations">
                        {(coach.specializations ?? []).slice(0, SCRAPER_PREVIEW_SPECIALIZATIONS).map((s) => (
                          <li key={s}>
                            <Badge variant="secondary">{s}</Badge>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            {more > 0 ? <p className="text-sm text-muted-foreground">... and {more} more coaches</p> : null}
            {progress ? <Progress value={(progress.done / Math.max(1, progress.total)) * 100} label="Import progress" /> : null}
            <ImportResults outcomes={outcomes} />
          </section>
        ) : null}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Close
          </Button>
          {result && result.coaches.length > 0 ? (
            <Button type="button" onClick={() => void importAll()} disabled={busy}>
              {importing ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {importing ? "Importing..." : `Import ${result.coaches.length} Coaches`}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
