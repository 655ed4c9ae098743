// The layout of the Privacy Policy and the Terms of Service: title, last-updated date, a table of
// contents and numbered sections with anchors.
import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {lastUpdated}</p>
      </header>
      <div className="legal-text mt-6">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border bg-muted p-5">
        <h2 className="text-sm font-semibold tracking-wide uppercase">Contents</h2>
        <ol className="mt-3 grid text-sm sm:grid-cols-2 sm:gap-1.5">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                className="inline-flex min-h-10 items-center rounded-sm text-primary hover:underline sm:inline sm:min-h-0"
                href={`#${section.id}`}
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold sm:text-2xl">
              {index + 1}. {section.title}
            </h2>
            <div className="legal-text mt-3">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** An unfilled part of a legal text, shown as what it is: a placeholder waiting for a decision. */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <mark className="rounded bg-amber-100 px-1 font-semibold text-amber-950" title="To be completed">
      {children}
    </mark>
  );
}
