// What the applicant sees once step 3 is sent: a thank-you and the steps that follow.
import { CheckCircle2 } from "lucide-react";
import { LinkButton } from "../../components/ui/button";

const NEXT_STEPS = [
  { title: "Application review", text: "We read your application within 3-5 business days." },
  { title: "Background verification", text: "We verify your credentials and run the background check you agreed to." },
  { title: "Virtual interview", text: "A short video call to get to know you and your approach." },
  { title: "Profile setup and onboarding", text: "We help you finish your profile and show you how consultations and bookings work." },
];

export function ApplicationSubmitted() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Application submitted</h1>
      <p className="mt-3 text-muted-foreground">Thank you for applying. We've e-mailed you a confirmation. Here is what happens next:</p>
      <ol className="mt-8 space-y-4 text-left">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border p-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <LinkButton to="/" size="lg" className="mt-10">
        Return to Home
      </LinkButton>
    </section>
  );
}
