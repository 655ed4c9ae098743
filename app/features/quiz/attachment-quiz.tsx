// The attachment style quiz (docs/product/quiz.md#quiz-page): one
// question at a time with three radio options, Previous/Next ('See Results' on the last question),
// then the results screen. State lives in the browser only; nothing is sent anywhere (the style found
// is kept in this browser for 'Find my match').
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { progressPercent, QUESTION_COUNT, QUIZ_QUESTIONS, scoreQuiz, type QuizAnswers, type QuizResult } from "#common/attachment-quiz";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { QuestionFieldset } from "./quiz-question";
import { keepAttachmentStyle } from "./kept-attachment-style";
import { QuizResults } from "./quiz-results";

/**
 * After a step focus moves on, so keyboard and screen-reader users continue from the right place
 * (not on the first render): to the new question's chosen answer, or its first, which a screen
 * reader announces with the question (the fieldset's legend), with the heading scrolled into view
 * above it; to the results' heading after the last question. `step` wraps a change of step.
 */
function useFocusAfterStep() {
  const focusTarget = useRef<HTMLHeadingElement>(null);
  const answersRef = useRef<HTMLDivElement>(null);
  const [stepCount, setStepCount] = useState(0);
  useEffect(() => {
    if (stepCount === 0) return;
    const answer = answersRef.current?.querySelector<HTMLInputElement>("input:checked") ?? answersRef.current?.querySelector("input");
    if (!answer) {
      focusTarget.current?.focus();
      return;
    }
    focusTarget.current?.scrollIntoView({ block: "nearest" });
    answer.focus();
  }, [stepCount]);

  const step = (change: () => void) => {
    change();
    setStepCount((n) => n + 1);
  };

  return { focusTarget, answersRef, step };
}

export function AttachmentQuiz() {
  const [currentIndex, setCurrentIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const { focusTarget, answersRef, step } = useFocusAfterStep();

  const question = QUIZ_QUESTIONS[currentIndex];
  const selected = answers[question.id];
  const isLast = currentIndex === QUESTION_COUNT - 1;
  const questionNumber = currentIndex + 1;

  const next = () => {
    if (selected === undefined) return;
    if (isLast) {
      const scored = scoreQuiz(answers);
      // Kept in this browser alone, for 'Find my match' (docs/product/matching.md).
      keepAttachmentStyle(scored.primaryStyle);
      step(() => setResult(scored));
    } else step(() => setCurrentIndex((i) => i + 1));
  };

  const previous = () => {
    if (currentIndex > 0) step(() => setCurrentIndex((i) => i - 1));
  };

  const retake = () =>
    step(() => {
      setAnswers({});
      setCurrentIndex(0);
      setResult(null);
    });

  if (result) return <QuizResults result={result} onRetake={retake} headingRef={focusTarget} />;

  return (
    <Card className="p-5 sm:p-8">
      <QuizProgress questionNumber={questionNumber} />

      <form
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <QuestionFieldset
          question={question}
          selected={selected}
          onSelect={(index) => setAnswers((current) => ({ ...current, [question.id]: index }))}
          headingRef={focusTarget}
          answersRef={answersRef}
        />

        <div className="mt-8 flex items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={previous} disabled={currentIndex === 0}>
            <ArrowLeft aria-hidden="true" />
            Previous
          </Button>
          <Button type="submit" disabled={selected === undefined}>
            {isLast ? "See Results" : "Next"}
            {isLast ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function QuizProgress({ questionNumber }: { questionNumber: number }) {
  const percent = progressPercent(questionNumber);
  return (
    <div className="mb-6 space-y-2">
      <div className="flex items-center justify-between text-sm font-medium">
        <span>
          Question {questionNumber} of {QUESTION_COUNT}
        </span>
        <span className="text-muted-foreground">{percent}% complete</span>
      </div>
      <Progress value={percent} label={`Question ${questionNumber} of ${QUESTION_COUNT}`} />
    </div>
  );
}
