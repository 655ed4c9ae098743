import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalDocument, Placeholder, type LegalSection } from "../features/legal/legal-document";
import { pageMeta } from "../lib/meta";
import { useSiteInfo } from "../lib/site";

const TERMS_LAST_UPDATED = "August 26, 2025";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Terms of Service",
    "The terms for using the marketplace as a client or a coach: eligibility, coach standards, payments, cancellations, conduct, liability and disputes.",
  );

function termsSections(brand: string, supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      body: (
        <p>
          By using {brand}, you agree to these Terms of Service and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree,
          please do not use the service. {brand} is a marketplace that connects people with independent relationship and intimacy coaches
          and licensed therapists; we do not provide coaching or therapy ourselves.
        </p>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility",
      body: (
        <p>
          You must be at least 18 years old to use {brand}, request a consultation, book a session or apply as a coach. By using the service
          you confirm that you are 18 or older and that the information you give us is accurate.
        </p>
      ),
    },
    {
      id: "not-an-emergency-service",
      title: "Not an Emergency Service",
      body: (
        <p>
          {brand} is not a crisis or emergency service, and coaching is not a substitute for medical or psychiatric care. If you or someone
          else is in danger, call 911 or your local emergency number. In the United States you can call or text 988 to reach the Suicide
          &amp; Crisis Lifeline.
        </p>
      ),
    },
    {
      id: "coach-standards",
      title: "Coach Standards",
      body: (
        <>
          <p>
            Coaches and therapists on {brand} are independent contractors, not employees or agents of {brand}. They set their own rates and
            schedules and are responsible for the services they provide. Every coach must:
          </p>
          <ul>
            <li>hold the credentials, certifications or licenses they list on their profile, and keep them current;</li>
            <li>pass our verification process, including identity, credential and background checks;</li>
            <li>carry professional liability insurance appropriate to their practice;</li>
            <li>follow the ethical standards of their profession and the laws of the places where they practise.</li>
          </ul>
          <p>
            Coaches pay a subscription of $49 per month to be listed. They may cancel at any time, and their profile stays active until the
            end of the billing period. We review applications before publishing a profile and may remove a coach who no longer meets these
            standards.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments",
      body: (
        <p>
          The first 15-minute consultation with a coach is free. Prices for later sessions are set by each coach and shown before you pay.
          Payments are processed securely by our payment provider; we do not store your card details. You agree to pay the amount shown for
          each session you book, including any applicable taxes.
        </p>
      ),
    },
    {
      id: "cancellation",
      title: "Cancellation and Refunds",
      body: (
        <ul>
          <li>Sessions may be rescheduled up to 24 hours before the session.</li>
          <li>Sessions cancelled 24 hours or more before the scheduled time may receive a full refund.</li>
          <li>Sessions cancelled less than 24 hours before the scheduled time may incur cancellation fees.</li>
          <li>
            In practice: cancellations made 24 hours or more before the scheduled time are refunded in full; cancellations made less than 24
            hours before it are not refunded (the fee is the session&apos;s price); sessions cancelled by the coach or by our staff are
            refunded in full.
          </li>
          <li>Missed sessions (no-shows) are non-refundable.</li>
        </ul>
      ),
    },
    {
      id: "conduct",
      title: "User Conduct",
      body: (
        <>
          <p>When using {brand}, you agree not to:</p>
          <ul>
            <li>harass, threaten, abuse or discriminate against coaches, clients or our staff;</li>
            <li>give false information, impersonate anyone or misrepresent your credentials;</li>
            <li>use the service for any unlawful purpose, or to solicit sexual services;</li>
            <li>record sessions without the consent of everyone taking part;</li>
            <li>interfere with the security or operation of the service, or access it by automated means without permission;</li>
            <li>arrange to move payments for sessions found through {brand} off the platform to avoid our fees.</li>
          </ul>
          <p>We may suspend or remove accounts and content that break these rules.</p>
        </>
      ),
    },
    {
      id: "confidentiality",
      title: "Confidentiality and Its Limits",
      body: (
        <>
          <p>
            What you share in sessions is confidential between you and your coach. Coaches may share information only with your consent, or
            where the law requires or permits it, including when:
          </p>
          <ul>
            <li>there is a risk of serious harm to you or to someone else;</li>
            <li>there is a suspicion of abuse or neglect of a child, an elderly person or a dependent adult;</li>
            <li>a court order or other legal process requires disclosure.</li>
          </ul>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      body: (
        <p>
          The {brand} name, logo, website design, articles and other content are owned by {brand} or its licensors and are protected by law.
          You may use them only to use the service as intended. Coaches keep the rights to the content they provide and grant us a license
          to display it on the service. You keep the rights to reviews and messages you write and grant us a license to display and use them
          to operate the service.
        </p>
      ),
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      body: (
        <>
          <p>
            {brand} provides the platform "as is." Coaches are independent professionals, and we are not responsible for the advice,
            services or conduct of any coach or user. To the fullest extent permitted by law, {brand} is not liable for any indirect,
            incidental, special or consequential damages arising from your use of the service.
          </p>
          <p>
            Our total liability for any claim relating to the service is limited to the amount you paid to {brand} in the 12 months before
            the event giving rise to the claim.
          </p>
        </>
      ),
    },
    {
      id: "availability",
      title: "Service Availability",
      body: (
        <p>
          We aim for 99.9% uptime, but we cannot guarantee that the service will always be available or free of errors. We may need to
          interrupt it for maintenance, updates or reasons beyond our control, and we will try to give notice of planned downtime.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Termination",
      body: (
        <p>
          You may stop using {brand} and close your account at any time. We may suspend or terminate your access if you break these terms,
          if required by law, or to protect our users. Sections that by their nature should survive termination, such as payment
          obligations, limitation of liability and dispute resolution, continue to apply.
        </p>
      ),
    },
    {
      id: "disputes",
      title: "Dispute Resolution",
      body: (
        <>
          <p>If a dispute arises, we ask that you follow these steps:</p>
          <ul>
            <li>
              <strong>Direct talks:</strong> contact us at {mail} first. Most concerns can be resolved quickly and informally.
            </li>
            <li>
              <strong>Mediation:</strong> if we cannot resolve it within 30 days, either of us may propose mediation by a neutral mediator.
            </li>
            <li>
              <strong>Arbitration:</strong> if mediation does not succeed, the dispute will be settled by binding arbitration, except where
              the law allows you to bring a claim in small-claims court.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "governing-law",
      title: "Governing Law",
      body: (
        <p>
          These terms are governed by the laws of <Placeholder>[State/Jurisdiction]</Placeholder>, without regard to its conflict-of-law
          rules.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      body: (
        <p>
          We may update these terms from time to time. We will change the "Last updated" date above and, for significant changes, notify you
          by email or a notice on the site. Continuing to use the service after changes take effect means you accept the updated terms.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact Us",
      body: (
        <p>
          Questions about these terms? Email us at {mail} or use our <Link to="/contact">contact form</Link>. We reply within 24 hours,
          Monday to Friday, 9 AM to 6 PM PST.
        </p>
      ),
    },
  ];
}

export default function TermsPage() {
  const { brandName, supportEmail } = useSiteInfo();
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          Welcome to {brandName}. These terms explain the rules for using our website and services, whether you are looking for support or
          offering it as a coach. Please read them carefully.
        </p>
      }
      sections={termsSections(brandName, supportEmail)}
    />
  );
}
