import type { Route } from "./+types/match";
import { BackLink } from "../components/ui/back-link";
import { MatchFlow } from "../features/match/match-flow";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Find My Match",
    "Answer eight short questions and meet three coaches who fit what brings you, your budget, insurance, language and state, with the reasons each was chosen.",
  );

export default function MatchPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/coaches">Back to Coaches</BackLink>
      <header className="mt-6 mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find my match</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Eight short questions, one at a time. We'll suggest three coaches who fit your answers and tell you why. Your answers stay in this
          browser until you ask for your matches.
        </p>
      </header>
      <MatchFlow />
    </div>
  );
}
