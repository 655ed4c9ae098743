// Import from Psychology Today (docs/product/staff-portal.md#scraper):
// rows of profile addresses, Scrape Profiles, the summary tiles, a preview of the first 3 coaches
// (4 specializations each) and Import N Coaches, which imports them one by one like the bulk import.
// The state is in use-scraper.ts, the rows in scraper-url-rows.tsx, the results in scrape-results.tsx.
import { CoachImportDialogFrame, type CoachImportDialogProps } from "./coach-import-dialog-frame";
import { ScrapeResults } from "./scrape-results";
import { ScraperUrlRows } from "./scraper-url-rows";
import { useScraper } from "./use-scraper";

export function ScraperDialog({ open, onOpenChange, onImported }: CoachImportDialogProps) {
  const scraper = useScraper(onImported);
  const { result, busy, importing } = scraper;

  return (
    <CoachImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      className="max-w-3xl"
      title="Import from Psychology Today"
      description="Paste the addresses of public therapist profiles (https://www.psychologytoday.com/us/therapists/…), one per row."
      importButton={
        result && result.coaches.length > 0
          ? { label: `Import ${result.coaches.length} Coaches`, importing, disabled: busy, onClick: () => void scraper.importAll() }
          : null
      }
    >
      <ScraperUrlRows
        rows={scraper.rows}
        setRows={scraper.setRows}
        notice={scraper.notice}
        busy={busy}
        scraping={scraper.scraping}
        onScrape={() => void scraper.scrape()}
      />

      {result ? <ScrapeResults result={result} progress={scraper.progress} outcomes={scraper.outcomes} /> : null}
    </CoachImportDialogFrame>
  );
}
