// Step 1 of the coach application (docs/product/coach-application.md#step-1-personal-information): the
// $49/month pitch and the personal information, kept in session storage for steps 2 and 3.
import { BadgeCheck, CalendarCheck, Megaphone, ShieldCheck, Users, Wallet } from "lucide-react";
import type { Route } from "./+types/coach-apply";
import { PERSONAL_INFO_STORAGE_KEY } from "#common/application-constants";
import { deferredIsland } from "../components/deferred-island";
import { ApplicationSteps } from "../features/coach-application/application-steps";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Apply as a Coach",
    "Join a network of certified relationship coaches and licensed therapists. Apply in three steps for $49/month: clients, bookings and payments handled for you.",
  );

const BENEFITS = [
  {
    icon: Users,
    title: "Clients who are looking for you",
    text: "Your profile in a directory people search by topic, budget, language and location.",
  },
  {
    icon: CalendarCheck,
    title: "Consultations and bookings",
    text: "Free 15-minute consultation requests straight to your inbox; sessions booked and paid online.",
  },
  { icon: Wallet, title: "Payments handled", text: "Card payments, receipts and reminders without extra software." },
  {
    icon: Megaphone,
    title: "Marketing that works for you",
    text: "Featured placement, our articles and newsletters point readers to coaches like you.",
  },
  {
    icon: ShieldCheck,
    title: "A trusted, vetted network",
    text: "Verified credentials and background checks give clients confidence to reach out.",
  },
  {
    icon: BadgeCheck,
    title: "Cancel anytime",
    text: "$49/month, no contract. Your profile stays active until the end of the billing period.",
  },
];

// The form (react-hook-form and the schema) loads on first use, or at once when the browser kept
// this step's entries (coming back from step 2, or a reload): they are shown without a touch.
const PersonalInfoForm = deferredIsland(
  "personal-information",
  () => import("../features/coach-application/personal-info-form").then((module) => module.PersonalInfoForm),
  {
    eager: () => {
      try {
        return window.sessionStorage.getItem(PERSONAL_INFO_STORAGE_KEY) !== null;
      } catch {
        return false;
      }
    },
  },
);

export default function CoachApply() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <section className="text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">For coaches and therapists</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Grow your practice with Kindred</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Reach people looking for relationship and intimacy support, for <strong className="text-foreground">$49/month</strong>. Apply in
          three short steps: your details, the subscription, then your professional background.
        </p>
      </section>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border p-5">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="personal-information"
        className="mx-auto mt-12 max-w-2xl rounded-xl border bg-background p-5 shadow-sm sm:p-8"
      >
        <ApplicationSteps current={1} />
        <h2 id="personal-information" className="text-2xl font-bold">
          Personal Information
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">We use these details to contact you about your application.</p>
        <PersonalInfoForm />
      </section>
    </div>
  );
}
