// The sections of the Terms of Service, one component each (the page lists them in order; the booking
// rules, whose words are checked against the scheduling policy, are in terms.tsx itself).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Placeholder } from "./legal-document";

/** What the sections show of the site: its brand name and the support address as a mail link. */
interface SiteDetails {
  brand: string;
  mail: ReactNode;
}

export function Acceptance({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <p>
      By using {brand}, you agree to these Terms of Service and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree,
      please do not use the service. {brand} is a marketplace that connects people with independent relationship and intimacy coaches and
      licensed therapists; we do not provide coaching or therapy ourselves.
    </p>
  );
}

export function Eligibility({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <p>
      You must be at least 18 years old to use {brand}, request a consultation, book a session or apply as a coach. By using the service you
      confirm that you are 18 or older and that the information you give us is accurate.
    </p>
  );
}

export function NotAnEmergencyService({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <p>
      {brand} is not a crisis or emergency service, and coaching is not a substitute for medical or psychiatric care. If you or someone else
      is in danger, call 911 or your local emergency number. In the United States you can call or text 988 to reach the Suicide &amp; Crisis
      Lifeline.
    </p>
  );
}

export function CoachStandards({ brand }: Pick<SiteDetails, "brand">) {
  return (
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
        Coaches pay a subscription of $49 per month to be listed. They may cancel at any time, and their profile stays active until the end
        of the billing period. We review applications before publishing a profile and may remove a coach who no longer meets these
        standards.
      </p>
    </>
  );
}

export function UserConduct({ brand }: Pick<SiteDetails, "brand">) {
  return (
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
  );
}

export function Confidentiality() {
  return (
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
  );
}

export function IntellectualProperty({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <p>
      The {brand} name, logo, website design, articles and other content are owned by {brand} or its licensors and are protected by law. You
      may use them only to use the service as intended. Coaches keep the rights to the content they provide and grant us a license to
      display it on the service. You keep the rights to reviews and messages you write and grant us a license to display and use them to
      operate the service.
    </p>
  );
}

export function LimitationOfLiability({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <>
      <p>
        {brand} provides the platform "as is." Coaches are independent professionals, and we are not responsible for the advice, services or
        conduct of any coach or user. To the fullest extent permitted by law, {brand} is not liable for any indirect, incidental, special or
        consequential damages arising from your use of the service.
      </p>
      <p>
        Our total liability for any claim relating to the service is limited to the amount you paid to {brand} in the 12 months before the
        event giving rise to the claim.
      </p>
    </>
  );
}

export function ServiceAvailability() {
  return (
    <p>
      We aim for 99.9% uptime, but we cannot guarantee that the service will always be available or free of errors. We may need to interrupt
      it for maintenance, updates or reasons beyond our control, and we will try to give notice of planned downtime.
    </p>
  );
}

export function Termination({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <p>
      You may stop using {brand} and close your account at any time. We may suspend or terminate your access if you break these terms, if
      required by law, or to protect our users. Sections that by their nature should survive termination, such as payment obligations,
      limitation of liability and dispute resolution, continue to apply.
    </p>
  );
}

export function DisputeResolution({ mail }: Pick<SiteDetails, "mail">) {
  return (
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
          <strong>Arbitration:</strong> if mediation does not succeed, the dispute will be settled by binding arbitration, except where the
          law allows you to bring a claim in small-claims court.
        </li>
      </ul>
    </>
  );
}

export function GoverningLaw() {
  return (
    <p>
      These terms are governed by the laws of <Placeholder>[State/Jurisdiction]</Placeholder>, without regard to its conflict-of-law rules.
    </p>
  );
}

export function ChangesToTheseTerms() {
  return (
    <p>
      We may update these terms from time to time. We will change the "Last updated" date above and, for significant changes, notify you by
      email or a notice on the site. Continuing to use the service after changes take effect means you accept the updated terms.
    </p>
  );
}

export function ContactUs({ mail }: Pick<SiteDetails, "mail">) {
  return (
    <p>
      Questions about these terms? Email us at {mail} or use our <Link to="/contact">contact form</Link>. We reply within 24 hours, Monday
      to Friday, 9 AM to 6 PM PST.
    </p>
  );
}
