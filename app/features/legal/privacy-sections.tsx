// The sections of the Privacy Policy, one component each (the page lists them in order).
import type { ReactNode } from "react";
import { Link } from "react-router";

/** What the sections show of the site: its brand name and the support address as a mail link. */
interface SiteDetails {
  brand: string;
  mail: ReactNode;
}

export function InformationWeCollect() {
  return (
    <>
      <p>We collect only what we need to connect you with coaches and run the service:</p>
      <ul>
        <li>
          <strong>Information you give us.</strong> Your name, email address and phone number; the details you share when you request a
          consultation (such as your location, preferred session type and format, and what brings you here); messages you send through our
          contact form; reviews you write; and, if you create an account, your sign-in details.
        </li>
        <li>
          <strong>Information from coaches.</strong> Coaches who apply give us their contact details, professional background, credentials,
          rates, profile photo and the information needed for verification.
        </li>
        <li>
          <strong>Booking and payment information.</strong> Session dates, amounts and payment status. Card details are entered directly
          with our payment provider and never reach our servers.
        </li>
        <li>
          <strong>Technical information.</strong> Your IP address, browser type, the pages you visit and the time of your visit, collected
          in server logs to keep the service secure and working.
        </li>
      </ul>
      <p>Answers to our Attachment Style Quiz stay in your browser. They are not sent to us or stored by us.</p>
    </>
  );
}

export function HowWeUseInformation() {
  return (
    <>
      <p>We use your information to:</p>
      <ul>
        <li>pass your consultation requests to the coach you chose, so they can contact you;</li>
        <li>arrange, confirm and process payment for sessions, and send you confirmations and reminders;</li>
        <li>answer your messages and provide customer support;</li>
        <li>review and verify coach applications and publish approved coach profiles;</li>
        <li>keep the service secure, prevent fraud and abuse, and meet our legal obligations;</li>
        <li>understand how the service is used so that we can improve it.</li>
      </ul>
      <p>We do not sell your personal information, and we do not use what you share about your relationships for advertising.</p>
    </>
  );
}

export function HowWeShareInformation({ brand }: Pick<SiteDetails, "brand">) {
  return (
    <>
      <p>We share information only as needed:</p>
      <ul>
        <li>
          <strong>With coaches.</strong> When you request a consultation or book a session, the coach receives the details you provided so
          they can help you.
        </li>
        <li>
          <strong>With service providers</strong> who act on our behalf, such as hosting, email delivery and payment processing, under
          contracts that require them to protect your information and use it only for the services they provide to us.
        </li>
        <li>
          <strong>For legal reasons,</strong> when required by law, court order or to protect the safety, rights or property of our users,
          coaches, the public or {brand}.
        </li>
        <li>
          <strong>In a business transfer,</strong> such as a merger or acquisition, in which case this policy continues to apply to your
          information.
        </li>
      </ul>
    </>
  );
}

export function DataSecurity() {
  return (
    <p>
      We protect your information with encryption in transit, access controls that limit who can see personal data, hashed passwords, and
      regular review of our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security,
      but we work to protect your information and will notify you and the authorities of a breach where the law requires it.
    </p>
  );
}

export function YourRights({ mail }: Pick<SiteDetails, "mail">) {
  return (
    <>
      <p>Depending on where you live, you may have the right to:</p>
      <ul>
        <li>access the personal information we hold about you and receive a copy of it;</li>
        <li>correct information that is inaccurate or incomplete;</li>
        <li>ask us to delete your information;</li>
        <li>object to or restrict certain uses of your information;</li>
        <li>receive your information in a portable format;</li>
        <li>withdraw consent where we rely on it, and opt out of non-essential emails at any time.</li>
      </ul>
      <p>To exercise any of these rights, email us at {mail}. We will answer within the time the law allows, usually 30 days.</p>
    </>
  );
}

export function Cookies() {
  return (
    <p>
      We use a small number of essential cookies, for example to keep you signed in and to protect forms against misuse. We do not use
      advertising cookies or third-party trackers. You can block or delete cookies in your browser settings, but parts of the service, such
      as signing in, may then not work.
    </p>
  );
}

export function DataRetention() {
  return (
    <p>
      We keep personal information only as long as we need it for the purposes described in this policy. When you delete your account, we
      delete or anonymize your personal information within 30 days, except where we must keep certain records for longer, such as payment
      records required for tax and accounting purposes, or information needed to resolve disputes or enforce our agreements.
    </p>
  );
}

export function InternationalDataTransfers() {
  return (
    <p>
      Our service providers may process information in countries other than the one where you live, including the United States. When your
      information is transferred across borders, we use appropriate safeguards, such as standard contractual clauses, so that it remains
      protected as described in this policy.
    </p>
  );
}

export function ChangesToThisPolicy() {
  return (
    <p>
      We may update this policy from time to time. When we do, we will change the "Last updated" date above, and if the changes are
      significant we will let you know by email or by a notice on the site before they take effect.
    </p>
  );
}

export function ContactUs({ mail }: Pick<SiteDetails, "mail">) {
  return (
    <p>
      If you have questions about this policy or how we handle your information, email us at {mail} or use our{" "}
      <Link to="/contact">contact form</Link>. We reply within 24 hours, Monday to Friday.
    </p>
  );
}
