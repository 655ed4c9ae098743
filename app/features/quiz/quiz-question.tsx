// One question of the attachment style quiz: the question as the fieldset's legend (a heading that
// takes focus after a step) and its three answers as radio buttons, the chosen one highlighted.
import type { Ref } from "react";
import type { QuizQuestion } from "#common/attachment-quiz";
import { cn } from "../../lib/utils";

export function QuestionFieldset({
  question,
  selected,
  onSelect,
  headingRef,
  answersRef,
}: {
  question: QuizQuestion;
  /** The index of the chosen answer, if any. */
  selected: number | undefined;
  onSelect: (index: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
  answersRef: Ref<HTMLDivElement>;
}) {
  return (
    <fieldset>
      <legend className="contents">
        <h2 ref={headingRef} className="scroll-mt-44 text-xl leading-snug font-semibold sm:text-2xl">
          {question.question}
        </h2>
      </legend>
      <div ref={answersRef} className="mt-6 grid gap-3">
        {question.options.map((option, index) => {
          const id = `q${question.id}-option-${index}`;
          const checked = selected === index;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-muted",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
                checked && "border-primary bg-secondary hover:bg-secondary",
              )}
            >
              <input
                id={id}
                type="radio"
                name={`question-${question.id}`}
                value={index}
                checked={checked}
                onChange={() => onSelect(index)}
                className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="text-base leading-relaxed">{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
