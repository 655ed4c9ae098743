import { Link } from "react-router";
import { TOPIC_GROUPS } from "#common/catalogue/topics";
import { Button } from "../../components/ui/button";

const STEPS = [
  {
    title: "Book a free 15-minute consultation",
    text: "Pick a coach or therapist whose approach feels right and request a free 15-minute consultation. No account needed.",
  },
  {
    title: "Your coach reaches out",
    text: "Your coach contacts you by call or email to understand what you need and whether you're a good fit.",
  },
  {
    title: "Start working together",
    text: "Once you're matched, your coach arranges the scheduling of later sessions and the payment options that suit you.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-muted py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="how-it-works" className="text-center text-3xl font-bold tracking-tight">
          How It Works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-background p-6 shadow-sm">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <Link to="/coaches">Get Started Today</Link>
          </Button>
          <p className="mt-4 text-muted-foreground">
            Not sure who to choose?{" "}
            <Link to="/match" className="font-medium text-primary hover:underline">
              Find my match
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

export function CoachOrTherapist() {
  return (
    <section aria-labelledby="coach-or-therapist" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="coach-or-therapist" className="text-center text-3xl font-bold tracking-tight">
        Coach or therapist?
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border p-6">
          <h3 className="text-lg font-semibold">Certified relationship &amp; intimacy coaches</h3>
          <p className="mt-2 text-muted-foreground">
            Future-focused, practical and goal-oriented: for building skills, confidence and clear next steps in dating, communication and
            intimacy.
          </p>
        </div>
        <div className="rounded-xl border p-6">
          <h3 className="text-lg font-semibold">Licensed therapists</h3>
          <p className="mt-2 text-muted-foreground">
            Clinically trained: for deeper emotional and mental-health needs such as trauma, anxiety, depression or patterns that keep
            repeating.
          </p>
        </div>
      </div>
    </section>
  );
}

export function TopicsWeCover() {
  return (
    <section aria-labelledby="topics-we-cover" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="topics-we-cover" className="text-center text-3xl font-bold tracking-tight">
        Topics We Cover
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Whatever you're navigating, there's a specialist who has helped people through it before.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {TOPIC_GROUPS.map((group) => (
          <li key={group.name} className="rounded-xl border p-5">
            <h3 className="flex items-center gap-2 text-base font-semibold">
              <span aria-hidden="true" className="text-2xl">
                {group.emoji}
              </span>
              <Link to={`/coaches?category=${encodeURIComponent(group.name)}`} className="hover:text-primary hover:underline">
                {group.name}
              </Link>
            </h3>
            <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
              {group.topics.map((topic) => (
                <li key={topic.label}>{topic.label}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild size="lg">
          <Link to="/coaches">Find Your Specialist Coach</Link>
        </Button>
      </div>
    </section>
  );
}
