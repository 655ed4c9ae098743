// 'Find my match' (docs/product/matching.md#the-page): eight questions, one per screen, with 'Question N
// of 8' and a named progress bar, Back and Next, then three coaches with their reasons. The answers
// live in this browser (session storage) and go to our own API only when the person presses 'Show my
// matches'. The results and the request form load then, outside the page's first load.
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { AttachmentStyle } from "#common/attachment-quiz";
import {
  MATCH_QUESTION_COUNT,
  MATCH_QUESTIONS,
  optionsOf,
  type MatchAnswers,
  type MatchQuestionKey,
  type MatchResponse,
} from "#common/match-questions";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { NativeSelect } from "../../components/ui/input";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";
import { readAttachmentStyle } from "../quiz/kept-attachment-style";
import { forgetMatch, keepMatch, readKeptMatch } from "./match-storage";

const MatchResults = lazy(() => import("./match-results").then((m) => ({ default: m.MatchResults })));

const STYLE_WORDS: Record<AttachmentStyle, string> = { secure: "secure", anxious: "anxious", avoidant: "avoidant" };

export function MatchFlow() {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<MatchAnswers>>({});
  const [response, setResponse] = useState<MatchResponse | null>(null);
  const [attachmentStyle, setAttachmentStyle] = useState<AttachmentStyle | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After hydration: what this browser kept (a reload keeps the answers), and the quiz's result.
  useEffect(() => {
    const kept = readKeptMatch();
    if (kept) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's answers, read once the page runs (the server cannot know them)
      setStep(kept.step);
      setAnswers(kept.answers);
      setResponse(kept.response ?? null);
    }
    setAttachmentStyle(readAttachmentStyle());
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) keepMatch({ step, answers, response: response ?? undefined });
  }, [restored, step, answers, response]);

  // After a step, focus goes to the new question (or the results' heading): keyboard and screen-reader users continue there.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [step, response]);

  const question = MATCH_QUESTIONS[step];
  const selected = answers[question.key];
  const isLast = step === MATCH_QUESTION_COUNT - 1;

  const go = (next: number) => {
    moved.current = true;
    setError(null);
    setStep(next);
  };

  const ask = async () => {
    setSending(true);
    setError(null);
    try {
      const { requestMatch } = await import("./request-match");
      const answer = await requestMatch({ ...answers, ...(attachmentStyle ? { attachmentStyle } : {}) });
      moved.current = true;
      setResponse(answer);
    } catch {
      setError("We couldn't find your matches just now. Please try again.");
    } finally {
      setSending(false);
    }
  };

  const startOver = () => {
    forgetMatch();
    moved.current = true;
    setAnswers({});
    setResponse(null);
    setStep(0);
  };

  if (response) {
    return (
      <Suspense fallback={<p role="status">Loading your matches…</p>}>
        <MatchResults response={response} headingRef={heading} onStartOver={startOver} onChangeAnswers={() => (setResponse(null), go(0))} />
      </Suspense>
    );
  }

  const percent = Math.round(((step + 1) / MATCH_QUESTION_COUNT) * 100);
  return (
    <Card className="p-5 sm:p-8">
      <div className="mb-6 space-y-2">
        <p className="text-sm font-medium">
          Question {step + 1} of {MATCH_QUESTION_COUNT}
        </p>
        <Progress value={percent} label={`Question ${step + 1} of ${MATCH_QUESTION_COUNT}`} />
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (selected === undefined || sending) return;
          if (isLast) void ask();
          else go(step + 1);
        }}
      >
        <Question
          questionKey={question.key}
          text={question.question}
          control={question.control}
          value={selected}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.key]: value }))}
          headingRef={heading}
        />
        {isLast && attachmentStyle ? (
          <p className="mt-4 text-sm text-muted-foreground">
            Your attachment quiz result ({STYLE_WORDS[attachmentStyle]}) from this browser will be used too.
          </p>
        ) : null}
        {isLast ? (
          <p className="mt-4 text-sm text-muted-foreground">
            Your answers stay in this browser until you press Show my matches; then they go to Kindred alone, to find your coaches.
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="mt-8 flex items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
            Back
          </Button>
          <Button type="submit" disabled={selected === undefined || sending}>
            {isLast ? (sending ? "Finding your matches…" : "Show my matches") : "Next"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Question({
  questionKey,
  text,
  control,
  value,
  onChange,
  headingRef,
}: {
  questionKey: MatchQuestionKey;
  text: string;
  control: "radio" | "select";
  value: string | undefined;
  onChange: (value: string) => void;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const selectId = useId();
  const options = optionsOf(questionKey);
  const title = (
    <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-44 text-xl leading-snug font-semibold outline-none sm:text-2xl">
      {control === "select" ? <label htmlFor={selectId}>{text}</label> : text}
    </h2>
  );
  if (control === "select") {
    return (
      <div>
        {title}
        <NativeSelect
          id={selectId}
          className="mt-6 w-full"
          value={value ?? ""}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        >
          <option value="" disabled>
            Choose one
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="contents">{title}</legend>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const id = `match-${questionKey}-${option.value.replace(/[^\w-]/g, "_")}`;
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                checked && "border-primary bg-secondary hover:bg-secondary",
              )}
            >
              <input
                id={id}
                type="radio"
                name={`match-${questionKey}`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="text-base">{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
