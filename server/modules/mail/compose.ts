// Every e-mail has the same simple shape: a greeting, paragraphs, an optional button-like link and
// a sign-off, as plain text and as escaped HTML. A paragraph may end in an address ("Join your video
// session: https://…"), which the HTML part makes a link.
export type EmailParagraph = string | { lead: string; url: string };

export interface EmailContent {
  brandName: string;
  greeting?: string;
  paragraphs: EmailParagraph[];
  action?: { label: string; url: string };
  /** Small print under the sign-off (why they got this message). */
  footnote?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const paragraphText = (p: EmailParagraph) => (typeof p === "string" ? p : `${p.lead} ${p.url}`);
const paragraphHtml = (p: EmailParagraph) =>
  typeof p === "string"
    ? escapeHtml(p).replace(/\n/g, "<br>")
    : `${escapeHtml(p.lead)} <a href="${escapeHtml(p.url)}" style="color:#be185d">${escapeHtml(p.url)}</a>`;

export function composeEmail(content: EmailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    ...content.paragraphs.map(paragraphText),
    content.action ? `${content.action.label}: ${content.action.url}` : undefined,
    `— The ${content.brandName} team`,
    content.footnote,
  ]
    .filter((part): part is string => Boolean(part))
    .join("\n\n");

  const html = `<!doctype html><html><body style="margin:0;background:#f5f3f7;font-family:Arial,Helvetica,sans-serif;color:#1e1b2e">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#be185d;margin:0 0 16px">${escapeHtml(content.brandName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
${content.greeting ? `<p>${escapeHtml(content.greeting)}</p>` : ""}
${content.paragraphs.map((p) => `<p>${paragraphHtml(p)}</p>`).join("\n")}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#be185d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` : ""}
<p>— The ${escapeHtml(content.brandName)} team</p>
</div>
${content.footnote ? `<p style="font-size:12px;color:#5b5670">${escapeHtml(content.footnote)}</p>` : ""}
</div></body></html>`;
  return { text, html };
}
