// A small page of its own, for answers the server gives before (or instead of) the application's
// pages: the 'Log out?' confirmation, the refusal of an address with a NUL character. No script, so
// the Content-Security-Policy has nothing to allow; the style is inline, which the policy permits;
// it reads well on a phone.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface SmallPage {
  brandName: string;
  /** Plain text: the page's title before " | brand", and its heading. */
  title: string;
  /** Plain text. */
  description: string;
  /** HTML under the heading, already escaped. */
  body: string;
}

export function smallPage({ brandName, title, description, body }: SmallPage): string {
  const brand = escapeHtml(brandName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${brand}</title>
<meta name="description" content="${escapeHtml(description)}">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1e1b2e; background: #f5f3f7; }
  main { box-sizing: border-box; max-width: 28rem; margin: 15vh auto 0; padding: 2rem 1.5rem; background: #fff; border: 1px solid #e4e1ea; border-radius: 0.75rem; }
  h1 { margin: 0 0 0.75rem; font-size: 1.5rem; }
  p { margin: 0 0 1.5rem; color: #5b5670; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  button, a { font: inherit; font-size: 1rem; min-height: 2.75rem; padding: 0 1.25rem; border-radius: 0.5rem; display: inline-flex; align-items: center; }
  button { color: #fff; background: #be185d; border: 0; cursor: pointer; }
  a { color: #be185d; border: 1px solid #e4e1ea; text-decoration: none; }
  button:focus-visible, a:focus-visible { outline: 3px solid #be185d; outline-offset: 2px; }
  @media (max-width: 30rem) { main { margin: 0; min-height: 100vh; border: 0; border-radius: 0; } }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
