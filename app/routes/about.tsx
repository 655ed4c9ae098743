// The About Us page: what the marketplace offers, why people choose it, what it stands for, and where to
// go next (the directory or the contact form).
import { HeartHandshake, MessageCircle, Search, ShieldCheck, Sparkles, Sprout, TrendingUp, Users, Accessibility } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { pageMeta } from "../lib/meta";
import { useSiteInfo } from "../lib/site";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "About Us",
    "Talk to real humans about love, dating and intimacy: 1:1 coaching and therapy with certified coaches and licensed therapists, in a stigma-free space.",
  );

const BENEFITS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Users className="size-6" />,
    title: "1:1 coaching and therapy",
    text: "Work one to one with certified relationship and intimacy coaches or licensed therapists who listen first and tailor their support to you, not to a script.",
  },
  {
    icon: <TrendingUp className="size-6" />,
    title: "Build confidence and skills",
    text: "Learn practical tools for dating, communication, boundaries and intimacy that you can use the same day, and grow the confidence to use them.",
  },
  {
    icon: <MessageCircle className="size-6" />,
    title: "Real talk",
    text: "No judgement and no jargon. Honest, human conversations about the things people find hard to say out loud, from desire to heartbreak.",
  },
];

const VALUES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <HeartHandshake className="size-5" />,
    title: "Authentic connection",
    text: "We believe real relationships start with being honest about who you are and what you need.",
  },
  {
    icon: <ShieldCheck className="size-5" />,
    title: "Stigma-free space",
    text: "Every identity, orientation and relationship style is welcome. Asking for help with love and sex is normal.",
  },
  {
    icon: <Sprout className="size-5" />,
    title: "Growth and healing",
    text: "Whether you are recovering from a breakup or building something new, change is possible at every stage.",
  },
  {
    icon: <Accessibility className="size-5" />,
    title: "Accessibility",
    text: "Affordable, on-demand support with a free first consultation, by video or in person, so expert help is within reach.",
  },
];

export default function AboutPage() {
  const brand = useSiteInfo().brandName;
  return (
    <div>
      <AboutHero brand={brand} />
      <Benefits brand={brand} />
      <Values />
      <CallToAction />
    </div>
  );
}

function AboutHero({ brand }: { brand: string }) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-sm font-semibold tracking-widest text-primary uppercase">About Us</h1>
        <p className="mt-4 text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
          Talk to Real Humans About Love, Dating &amp; Intimacy
        </p>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
          {brand} connects you with certified relationship coaches and licensed therapists for affordable, on-demand advice from real people
          who have spent their careers helping others love better.
        </p>
      </div>
    </section>
  );
}

function Benefits({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="benefits-heading" className="text-center text-2xl font-bold sm:text-3xl">
        Why people choose {brand}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <Card key={benefit.title} className="p-6">
            <div className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary" aria-hidden="true">
              {benefit.icon}
            </div>
            <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="values-heading" className="text-center text-2xl font-bold sm:text-3xl">
          What we stand for
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {VALUES.map((value) => (
            <div key={value.title} className="flex gap-4 rounded-xl bg-background p-6 shadow-sm">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary" aria-hidden="true">
                {value.icon}
              </div>
              <div>
                <h3 className="font-semibold">{value.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{value.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="about-cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
      <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
      <h2 id="about-cta-heading" className="mt-3 text-2xl font-bold sm:text-3xl">
        Ready to talk to someone who gets it?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Browse our coaches and book a free 15-minute consultation, or send us a question. We reply within 24 hours.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/coaches">
            <Search aria-hidden="true" />
            Find Your Coach
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">
            <MessageCircle aria-hidden="true" />
            Contact Us
          </Link>
        </Button>
      </div>
    </section>
  );
}
