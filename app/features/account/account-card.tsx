import type { ReactNode } from "react";

/** The centred card of the sign-in and password pages. */
export function AccountCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <div className="mt-2 text-sm text-muted-foreground">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A message above a form's button: an error (announced) or a notice. */
export function FormMessage({ tone = "error", children }: { tone?: "error" | "notice"; children: ReactNode }) {
  return tone === "error" ? (
    <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
      {children}
    </p>
  );
}
