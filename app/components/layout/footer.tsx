import { Link } from "react-router";

/** A footer link: a page of the site (`to`) or an address the browser opens another way (`href`). */
type FooterLink = { label: string } & ({ to: string } | { href: string });

const QUICK_LINKS: readonly FooterLink[] = [
  { to: "/", label: "Home" },
  { to: "/coaches", label: "Find Coaches" },
  { to: "/coach-apply", label: "For Coaches" },
  { to: "/about", label: "About Us" },
  { to: "/attachment-quiz", label: "Attachment Style Quiz" },
  { to: "/blog", label: "Blog" },
];

const supportLinks = (supportEmail: string): readonly FooterLink[] => [
  { to: "/contact", label: "Help Center" },
  { to: "/contact", label: "Contact Us" },
  { href: `mailto:${supportEmail}`, label: "Get Support" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
];

// Its utilities are written once in app/app.css (.footer-link): every page carries eleven of them.
const linkClass = "footer-link";

export function Footer({ brandName, supportEmail }: { brandName: string; supportEmail: string }) {
  return (
    <footer className="mt-16 border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <p className="text-lg font-bold">{brandName}</p>
          <p className="text-sm text-muted-foreground">
            Connecting people with certified relationship coaches and licensed therapists for real, human advice on love, dating and
            intimacy.
          </p>
          <p className="text-sm">
            Contact:{" "}
            <a className="font-medium text-primary hover:underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </p>
        </div>
        <FooterNav title="Quick Links" links={QUICK_LINKS} />
        <FooterNav title="Support" links={supportLinks(supportEmail)} />
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © 2025 {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterNav({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="sm:space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            {"to" in link ? (
              <Link className={linkClass} to={link.to}>
                {link.label}
              </Link>
            ) : (
              <a className={linkClass} href={link.href}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
