import type { Route } from "./+types/terms";
import { TERMS_CANCELLATION_CLAUSES } from "#common/scheduling/policy";
import { LegalDocument, type LegalSection } from "../features/legal/legal-document";
import { pageMeta } from "../lib/meta";
import { useSiteInfo } from "../lib/site";
import {
  Acceptance,
  Eligibility,
  NotAnEmergencyService,
  CoachStandards,
  UserConduct,
  Confidentiality,
  IntellectualProperty,
  LimitationOfLiability,
  ServiceAvailability,
  Termination,
  DisputeResolution,
  GoverningLaw,
  ChangesToTheseTerms,
  ContactUs,
} from "../features/legal/terms-sections";

const TERMS_LAST_UPDATED = "August 26, 2025";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Terms of Service",
    "The terms for using the marketplace as a client or a coach: eligibility, coach standards, payments, cancellations, conduct, liability and disputes.",
  );

function Payments() {
  return (
    <p>
      The first 15-minute consultation with a coach is free. Prices for later sessions are set by each coach and shown before you pay.
      Payments are processed securely by our payment provider; we do not store your card details. You agree to pay the amount shown for each
      session you book, including any applicable taxes.
    </p>
  );
}

// The booking rules as the booking policy (common/scheduling/policy.ts) states and applies them.
function CancellationAndRefunds() {
  return (
    <ul>
      {TERMS_CANCELLATION_CLAUSES.map((clause) => (
        <li key={clause}>{clause}</li>
      ))}
    </ul>
  );
}

function termsSections(brand: string, supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    { id: "acceptance", title: "Acceptance of These Terms", body: <Acceptance brand={brand} /> },
    { id: "eligibility", title: "Eligibility", body: <Eligibility brand={brand} /> },
    { id: "not-an-emergency-service", title: "Not an Emergency Service", body: <NotAnEmergencyService brand={brand} /> },
    { id: "coach-standards", title: "Coach Standards", body: <CoachStandards brand={brand} /> },
    { id: "payments", title: "Payments", body: <Payments /> },
    { id: "cancellation", title: "Cancellation and Refunds", body: <CancellationAndRefunds /> },
    { id: "conduct", title: "User Conduct", body: <UserConduct brand={brand} /> },
    { id: "confidentiality", title: "Confidentiality and Its Limits", body: <Confidentiality /> },
    { id: "intellectual-property", title: "Intellectual Property", body: <IntellectualProperty brand={brand} /> },
    { id: "limitation-of-liability", title: "Limitation of Liability", body: <LimitationOfLiability brand={brand} /> },
    { id: "availability", title: "Service Availability", body: <ServiceAvailability /> },
    { id: "termination", title: "Termination", body: <Termination brand={brand} /> },
    { id: "disputes", title: "Dispute Resolution", body: <DisputeResolution mail={mail} /> },
    { id: "governing-law", title: "Governing Law", body: <GoverningLaw /> },
    { id: "changes", title: "Changes to These Terms", body: <ChangesToTheseTerms /> },
    { id: "contact", title: "Contact Us", body: <ContactUs mail={mail} /> },
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
