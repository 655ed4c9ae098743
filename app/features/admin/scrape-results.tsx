// What a Psychology Today scrape found: the summary tiles, the addresses not imported, a preview of
// the first coaches (a few specializations each), how many more there are, and the import's progress
// and result per coach.
import { SCRAPER_PREVIEW_COACHES, SCRAPER_PREVIEW_SPECIALIZATIONS, type ScrapeAnswer } from "#common/admin-coaches";
import { avatarUrl } from "#common/coaches";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { ImportResults, type ImportOutcome } from "./coach-import";

type ScrapedCoach = ScrapeAnswer["coaches"][number];

export function ScrapeResults({
  result,
  progress,
  outcomes,
}: {
  result: ScrapeAnswer;
  progress: { done: number; total: number } | null;
  outcomes: ImportOutcome[];
}) {
  const preview = result.coaches.slice(0, SCRAPER_PREVIEW_COACHES);
  const more = result.coaches.length - preview.length;
  return (
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
            <ScrapedCoachPreview key={coach.sourceUrl} coach={coach} />
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className="text-sm text-muted-foreground">... and {more} more coaches</p> : null}
      {progress ? <Progress value={(progress.done / Math.max(1, progress.total)) * 100} label="Import progress" /> : null}
      <ImportResults outcomes={outcomes} />
    </section>
  );
}

function ScrapedCoachPreview({ coach }: { coach: ScrapedCoach }) {
  return (
    <li className="flex gap-3 rounded-lg border p-3" data-testid="scraped-coach">
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
  );
}
