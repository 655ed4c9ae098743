import type { Route } from "./+types/privacy";
import { LegalDocument, type LegalSection } from "../features/legal/legal-document";
import { pageMeta } from "../lib/meta";
import { useSiteInfo } from "../lib/site";
import {
  InformationWeCollect,
  HowWeUseInformation,
  HowWeShareInformation,
  DataSecurity,
  YourRights,
  Cookies,
  DataRetention,
  InternationalDataTransfers,
  ChangesToThisPolicy,
  ContactUs,
} from "../features/legal/privacy-sections";

const PRIVACY_LAST_UPDATED = "August 26, 2025";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Privacy Policy",
    "How we collect, use, share and protect your personal information, how long we keep it, and the rights you have over it.",
  );

function privacySections(brand: string, supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    { id: "information-we-collect", title: "Information We Collect", body: <InformationWeCollect /> },
    { id: "how-we-use-information", title: "How We Use Your Information", body: <HowWeUseInformation /> },
    { id: "how-we-share-information", title: "How We Share Information", body: <HowWeShareInformation brand={brand} /> },
    { id: "data-security", title: "Data Security", body: <DataSecurity /> },
    { id: "your-rights", title: "Your Rights", body: <YourRights mail={mail} /> },
    { id: "cookies", title: "Cookies", body: <Cookies /> },
    { id: "data-retention", title: "Data Retention", body: <DataRetention /> },
    { id: "international-transfers", title: "International Data Transfers", body: <InternationalDataTransfers /> },
    { id: "changes", title: "Changes to This Policy", body: <ChangesToThisPolicy /> },
    { id: "contact", title: "Contact Us", body: <ContactUs mail={mail} /> },
  ];
}

export default function PrivacyPage() {
  const { brandName, supportEmail } = useSiteInfo();
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          Your privacy matters to us, especially because the conversations you have here can be personal. This policy explains what
          information {brandName} collects when you use our website and services, how we use and share it, and the choices and rights you
          have.
        </p>
      }
      sections={privacySections(brandName, supportEmail)}
    />
  );
}
