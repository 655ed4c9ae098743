import { Link } from "react-router";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/coaches", label: "Find Coaches" },
  { to: "/coach-apply", label: "For Coaches" },
  { to: "/about", label: "About Us" },
  { to: "/attachment-quiz", label: "Attachment Style Quiz" },
  { to: "/blog", label: "Blog" },
];

const linkClass =
  "inline-flex min-h-10 min-w-10 items-center rounded-sm text-sm sm:inline sm:min-h-0 text-muted-foreground hover:text-foreground hover:underline";

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
        <nav aria-label="Quick Links">
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">Quick Links</h2>
          <ul className="sm:space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">Support</h2>
          <ul className="sm:space-y-2">
            <li>
              <Link className={linkClass} to="/contact">
                Help Center
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/contact">
                Contact Us
              </Link>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${supportEmail}`}>
                Get Support
              </a>
            </li>
            <li>
              <Link className={linkClass} to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms">
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          © 2025 {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
