// The profile addresses of Import from Psychology Today: one row each (removable while there is more
// than one), the notice, Add URL (up to the limit) and Scrape Profiles.
import { Loader2, Minus, Plus, Search } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import { SCRAPER_MAX_URLS } from "#common/admin-coaches";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";

export function ScraperUrlRows({
  rows,
  setRows,
  notice,
  busy,
  scraping,
  onScrape,
}: {
  rows: string[];
  setRows: Dispatch<SetStateAction<string[]>>;
  notice: string | null;
  busy: boolean;
  scraping: boolean;
  onScrape(): void;
}) {
  return (
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
        <Button type="button" onClick={onScrape} disabled={busy}>
          {scraping ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {scraping ? "Scraping..." : "Scrape Profiles"}
        </Button>
      </div>
    </div>
  );
}
