// The results screen of the quiz: the style's title, emoji and colour, '% Match', description, Key
// Traits, Growth Tips, the score of each style, 'Find Your Coach', 'Find my match', 'Retake Quiz' and a way home.
import { CheckCircle2, Lightbulb, RotateCcw, Search, Sparkles, type LucideIcon } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { ATTACHMENT_STYLES, STYLE_PROFILES, type QuizResult, type StyleProfile } from "#common/attachment-quiz";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/utils";

/**
 * 'Find Your Coach' opens the coaches who work with attachment: the directory filtered to the topic
 * group 'Attachment & Intimacy' (its category filter takes a group by name).
 */
export const FIND_YOUR_COACH_PATH = `/coaches?category=${encodeURIComponent("Attachment & Intimacy")}`;
/** 'Find my match': the eight questions, which use the style found here. */
export const FIND_MY_MATCH_PATH = "/match";

const COLOR_CLASSES: Record<StyleProfile["color"], { panel: string; accent: string; bar: string; badge: string }> = {
  green: {
    panel: "border-emerald-200 bg-emerald-50",
    accent: "text-emerald-800",
    bar: "bg-emerald-600",
    badge: "bg-emerald-700 text-white",
  },
  amber: {
    panel: "border-amber-200 bg-amber-50",
    accent: "text-amber-900",
    bar: "bg-amber-500",
    badge: "bg-amber-800 text-white",
  },
  blue: {
    panel: "border-blue-200 bg-blue-50",
    accent: "text-blue-800",
    bar: "bg-blue-600",
    badge: "bg-blue-700 text-white",
  },
};

type StyleColors = (typeof COLOR_CLASSES)[StyleProfile["color"]];

export function QuizResults({
  result,
  onRetake,
  headingRef,
}: {
  result: QuizResult;
  onRetake: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const profile = STYLE_PROFILES[result.primaryStyle];
  const colors = COLOR_CLASSES[profile.color];

  return (
    <div className="space-y-6" data-testid="quiz-results" data-style={result.primaryStyle}>
      <Card className={cn("overflow-hidden border-2 p-6 text-center sm:p-10", colors.panel)}>
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Your attachment style</p>
        <p className="mt-4 text-6xl" aria-hidden="true">
          {profile.emoji}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className={cn("mt-3 scroll-mt-56 text-3xl font-bold sm:scroll-mt-60 sm:text-4xl", colors.accent)}
        >
          {profile.title}
        </h2>
        <p className={cn("mt-3 inline-block rounded-full px-4 py-1 text-sm font-bold", colors.badge)}>{result.percentage}% Match</p>
        <p className="mx-auto mt-5 max-w-2xl text-left text-base leading-relaxed">{profile.description}</p>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <BulletCard title="Key Traits" icon={CheckCircle2} items={profile.traits} colors={colors} />
        <BulletCard title="Growth Tips" icon={Lightbulb} items={profile.tips} colors={colors} />
      </div>

      <ScoresCard result={result} />

      <CoachInvitation onRetake={onRetake} />

      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        This quiz is a starting point for reflection, not a psychological assessment or diagnosis. If you are struggling, a licensed
        professional can help.
      </p>
    </div>
  );
}

/** A titled list of the style's points (its traits, its growth tips), bulleted in the style's colour. */
function BulletCard({
  title,
  icon: Icon,
  items,
  colors,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  colors: StyleColors;
}) {
  return (
    <Card className="p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon className={cn("size-5", colors.accent)} aria-hidden="true" />
        {title}
      </h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-relaxed">
            <span className={cn("mt-2 size-1.5 shrink-0 rounded-full", colors.bar)} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The points of each style and its share of the total, with a bar in the style's colour. */
function ScoresCard({ result }: { result: QuizResult }) {
  const total = ATTACHMENT_STYLES.reduce((sum, style) => sum + result.scores[style], 0);
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold">Your scores</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Most people show a mix of styles. Here is how your answers were spread across the three.
      </p>
      <dl className="mt-4 space-y-3">
        {ATTACHMENT_STYLES.map((style) => {
          const share = total === 0 ? 0 : Math.round((result.scores[style] / total) * 100);
          const styleColors = COLOR_CLASSES[STYLE_PROFILES[style].color];
          return (
            <div key={style} className="grid grid-cols-[1fr_auto] gap-x-2 text-sm">
              <dt className="font-medium">{STYLE_PROFILES[style].title}</dt>
              <dd className="text-muted-foreground">
                {result.scores[style]} points ({share}%)
              </dd>
              <dd className="col-span-2 mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className={cn("h-full rounded-full", styleColors.bar)} style={{ width: `${share}%` }} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

/** 'Find Your Coach' (coaches who work with attachment), 'Find my match' and 'Retake Quiz'. */
function CoachInvitation({ onRetake }: { onRetake: () => void }) {
  return (
    <Card className="p-6 text-center sm:p-8">
      <h3 className="text-xl font-semibold">Want support with your attachment patterns?</h3>
      <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">
        Attachment styles can change. A coach or therapist who works with attachment can help you understand your patterns and build more
        secure relationships, starting with a free 15-minute consultation.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={FIND_YOUR_COACH_PATH}>
            <Search aria-hidden="true" />
            Find Your Coach
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={FIND_MY_MATCH_PATH}>
            <Sparkles aria-hidden="true" />
            Find my match
          </Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onRetake}>
          <RotateCcw aria-hidden="true" />
          Retake Quiz
        </Button>
      </div>
    </Card>
  );
}
