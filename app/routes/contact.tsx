import { Clock, LifeBuoy, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { deferredIsland } from "../components/deferred-island";
import { Card } from "../components/ui/card";
import { ContactFaq } from "../features/contact/contact-faq";
import { pageMeta } from "../lib/meta";

// The form (react-hook-form and its zod schema) loads when the person first uses it.
const ContactForm = deferredIsland("contact", () => import("../features/contact/contact-form").then((module) => module.ContactForm));

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.services.site.supportEmail };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Contact Us",
    "Questions about coaching, sessions or your account? Send us a message: we reply within 24 hours, Monday to Friday, 9 AM to 6 PM PST.",
  );

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary" aria-hidden="true">
        {icon}
      </div>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Contact Us</h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground sm:text-lg">
          Have a question about finding a coach, your sessions or your account? We're real people, and we're here to help.
        </p>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-5">
        <section aria-labelledby="contact-details-heading" className="space-y-6 lg:col-span-2">
          <Card className="space-y-6 p-6">
            <h2 id="contact-details-heading" className="text-xl font-semibold">
              Get in touch
            </h2>
            <Detail icon={<Mail className="size-5" />} title="Email us">
              <a
                className="-my-2.5 inline-flex min-h-10 items-center font-medium text-primary hover:underline"
                href={`mailto:${supportEmail}`}
              >
                {supportEmail}
              </a>
            </Detail>
            <Detail icon={<Clock className="size-5" />} title="Support hours">
              Monday to Friday, 9 AM to 6 PM PST
            </Detail>
            <Detail icon={<MessageCircle className="size-5" />} title="Response time">
              We reply within 24 hours, Monday to Friday.
            </Detail>
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-semibold">Looking for a coach?</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Browse certified coaches and licensed therapists and book a free 15-minute consultation.
            </p>
            <Link to="/coaches" className="mt-3 inline-block rounded-sm text-sm font-semibold text-primary hover:underline">
              Find a coach →
            </Link>
          </Card>
          <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950">
            <LifeBuoy className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              <strong>Need help right now?</strong> We are not an emergency service. If you or someone else is in danger, call 911. In the
              US you can call or text 988 for the Suicide &amp; Crisis Lifeline, or call the National Domestic Violence Hotline at{" "}
              <span className="whitespace-nowrap">1-800-799-7233</span>.
            </p>
          </div>
        </section>

        <section aria-labelledby="contact-form-heading" className="lg:col-span-3">
          <Card className="p-6 sm:p-8">
            <h2 id="contact-form-heading" className="text-xl font-semibold">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">Fill in the form and we'll get back to you by email.</p>
            <ContactForm supportEmail={supportEmail} />
          </Card>
        </section>
      </div>

      <section aria-labelledby="faq-heading" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq-heading" className="text-center text-2xl font-bold sm:text-3xl">
          Frequently Asked Questions
        </h2>
        <div className="mt-8">
          <ContactFaq />
        </div>
      </section>
    </div>
  );
}
