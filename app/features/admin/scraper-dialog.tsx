// Import from Psychology Today (docs/product/staff-portal.md#scraper):
// rows of profile addresses, Scrape Profiles, the summary tiles, a preview of the first 3 coaches
// (4 specializations each) and Import N Coaches, which imports them one by one like the bulk import.
// The state is in use-scraper.ts, the rows in scraper-url-rows.tsx, the results in scrape-results.tsx.
import { Loader2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { ScrapeResults } from "./scrape-results";
import { ScraperUrlRows } from "./scraper-url-rows";
import { useScraper } from "./use-scraper";

export function ScraperDialog({
  open,
  onOpenChange,
  onImported,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: () => void;
}) {
  const scraper = useScraper(onImported);
  const { result, busy, importing } = scraper;

  return (
    <Dialog open={open} onOpenChange={(next) => (!busy ? onOpenChange(next) : undefined)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import from Psychology Today</DialogTitle>
          <DialogDescription>
            Paste the addresses of public therapist profiles (https://www.psychologytoday.com/us/therapists/…), one per row.
          </DialogDescription>
        </DialogHeader>
        <ScraperUrlRows
          rows={scraper.rows}
          setRows={scraper.setRows}
          notice={scraper.notice}
          busy={busy}
          scraping={scraper.scraping}
          onScrape={() => void scraper.scrape()}
        />

        {result ? <ScrapeResults result={result} progress={scraper.progress} outcomes={scraper.outcomes} /> : null}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Close
          </Button>
          {result && result.coaches.length > 0 ? (
            <Button type="button" onClick={() => void scraper.importAll()} disabled={busy}>
              {importing ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {importing ? "Importing..." : `Import ${result.coaches.length} Coaches`}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
