// The top of the Admin Portal: the title and header buttons (add, import, Psychology Today), the
// cards leading to the other admin pages, and the numbers (coaches, active coaches, average rating).
import { ArrowLeft, Banknote, CalendarDays, FileText, Flag, Globe, type LucideIcon, ScrollText, Plus, Upload, Users } from "lucide-react";
import type { AdminStats } from "#common/admin-coaches";
import { Button, LinkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

export function PortalHeader({ onAddCoach, onImport, onScraper }: { onAddCoach(): void; onImport(): void; onScraper(): void }) {
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Portal</h1>
          <p className="mt-1 text-muted-foreground">Manage coaches, reviews, imports, consultation requests and blog posts.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/coaches" reloadDocument variant="outline">
          <ArrowLeft aria-hidden="true" /> Back to Find Coaches
        </LinkButton>
        <Button onClick={onAddCoach}>
          <Plus aria-hidden="true" /> Add Coach
        </Button>
        <Button variant="outline" onClick={onImport}>
          <Upload aria-hidden="true" /> Import Coaches
        </Button>
        <Button variant="outline" onClick={onScraper}>
          <Globe aria-hidden="true" /> Psychology Today
        </Button>
      </div>
    </header>
  );
}

/** A card leading to another admin page (`href`) or opening a dialog here (`onClick`). */
interface SectionCard {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  href?: string;
  onClick?: () => void;
}

export function PortalSectionCards({ onImport }: { onImport(): void }) {
  const sections: SectionCard[] = [
    {
      icon: Users,
      title: "Coach Applications",
      text: "Review applications and publish new coaches.",
      action: "View Applications",
      href: "/admin/applications",
    },
    { icon: Upload, title: "Bulk Import", text: "Add many coaches at once from a JSON file.", action: "Import Coaches", onClick: onImport },
    {
      icon: CalendarDays,
      title: "Sessions",
      text: "Book sessions for clients and follow their status.",
      action: "Manage Bookings",
      href: "/admin/bookings",
    },
    { icon: FileText, title: "Blog", text: "Write, publish and import articles.", action: "Manage Blogs", href: "/admin/blogs" },
    {
      icon: Flag,
      title: "Reported Messages",
      text: "Messages people reported to us, with what came before.",
      action: "View Reports",
      href: "/admin/reports",
    },
    {
      icon: Banknote,
      title: "Payouts",
      text: "Payout runs, platform revenue and each coach's ledger.",
      action: "View Payouts",
      href: "/admin/payouts",
    },
    {
      icon: ScrollText,
      title: "Audit",
      text: "Every change staff made, with who, when and what changed.",
      action: "View Audit Trail",
      href: "/admin/audit",
    },
  ];
  return (
    <nav aria-label="Admin sections" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {sections.map(({ icon: Icon, title, text, action, href, onClick }) => (
        <Card key={title} className="p-5">
          <Icon className="size-6 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          <Button asChild={href !== undefined} variant="outline" size="sm" className="mt-4" onClick={onClick}>
            {href !== undefined ? <a href={href}>{action}</a> : action}
          </Button>
        </Card>
      ))}
    </nav>
  );
}

export function PortalNumbers({ stats }: { stats: AdminStats }) {
  return (
    <section aria-label="Numbers" className="grid grid-cols-3 gap-3 sm:gap-4">
      {[
        ["Total Coaches", stats.totalCoaches],
        ["Active Coaches", stats.activeCoaches],
        ["Average Rating", stats.averageRating.toFixed(1)],
      ].map(([label, value]) => (
        <Card key={String(label)} className="p-4 text-center sm:p-6">
          <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
          <p className="mt-1 text-2xl font-bold sm:text-3xl" data-testid={`stat-${String(label).toLowerCase().replace(/\s+/g, "-")}`}>
            {value}
          </p>
        </Card>
      ))}
    </section>
  );
}
