/** The browser's own zone, so the e-mails also give the time there (undefined when unknown). */
export function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
