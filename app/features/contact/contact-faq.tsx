// The contact page's questions and answers (docs/product/contact.md#faq): native disclosure
// widgets, so every answer is in the page's HTML and works with the keyboard without script. They
// start open: the FAQ states the reply time and the booking policy (common/scheduling/policy.ts,
// whose words the rescheduling answer renders), so they are readable on load.
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FAQ_RESCHEDULE_ANSWER } from "#common/scheduling/policy";

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: "How quickly will I hear back?",
    answer:
      "We reply within 24 hours, Monday to Friday, 9 AM to 6 PM PST. Messages sent outside those hours are answered on the next business day.",
  },
  {
    question: "Can I reschedule a session?",
    answer: (
      <>
        {FAQ_RESCHEDULE_ANSWER} See our{" "}
        <Link className="font-medium text-primary underline underline-offset-2" to="/terms">
          Terms of Service
        </Link>{" "}
        for details.
      </>
    ),
  },
  {
    question: "How does the free consultation work?",
    answer: (
      <>
        Choose a coach in our{" "}
        <Link className="font-medium text-primary underline underline-offset-2" to="/coaches">
          directory
        </Link>{" "}
        and request a free 15-minute consultation from their profile. The coach reaches out by call or email to understand your needs and
        whether you are a good fit. If you decide to continue, they arrange scheduling and payment with you.
      </>
    ),
  },
  {
    question: "What is the difference between a coach and a therapist?",
    answer:
      "Certified relationship and intimacy coaches are future-focused and practical: they help you set goals, build skills and change patterns. Licensed therapists are clinically trained and can support deeper emotional and mental-health needs. Each profile shows which one a professional is.",
  },
  {
    question: "Is what I share confidential?",
    answer: (
      <>
        Yes. Your sessions are private between you and your coach, and we protect your information as described in our{" "}
        <Link className="font-medium text-primary underline underline-offset-2" to="/privacy">
          Privacy Policy
        </Link>
        . The few legal exceptions, such as a risk of serious harm, are explained in our Terms of Service.
      </>
    ),
  },
  {
    question: "How do I join as a coach?",
    answer: (
      <>
        Visit{" "}
        <Link className="font-medium text-primary underline underline-offset-2" to="/coach-apply">
          For Coaches
        </Link>{" "}
        to apply. Applications are reviewed by our team, including credential and background checks.
      </>
    ),
  },
];

export function ContactFaq() {
  return (
    <div className="divide-y rounded-xl border bg-background">
      {FAQ.map(({ question, answer }) => (
        <details key={question} open className="group px-5 py-3 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-2 font-semibold">
            <h3 className="text-base">{question}</h3>
            <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="mt-1 pb-2 text-sm leading-relaxed text-muted-foreground">{answer}</div>
        </details>
      ))}
    </div>
  );
}
