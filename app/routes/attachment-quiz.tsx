import type { Route } from "./+types/attachment-quiz";
import { BackLink } from "../components/ui/back-link";
import { AttachmentQuiz } from "../features/quiz/attachment-quiz";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Attachment Style Quiz",
    "Six questions to discover your attachment style: secure, anxious or avoidant, with key traits, growth tips and coaches who can help.",
  );

export default function AttachmentQuizPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to="/">Back to Home</BackLink>
      <header className="mt-6 mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Discover Your Attachment Style</h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          How we connect, worry and pull away in love often follows a pattern. Answer six short questions honestly, thinking of your
          relationships in general, to learn whether you lean secure, anxious or avoidant.
        </p>
      </header>
      <AttachmentQuiz />
    </div>
  );
}
