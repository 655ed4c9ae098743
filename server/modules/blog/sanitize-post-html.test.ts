import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitize-post-html";

describe("sanitizePostHtml", () => {
  it("keeps the structure articles use", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="/coaches">a link</a>.</p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote><h3>Sub</h3><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("removes scripts with their content, and styles, frames and forms", () => {
    const out = sanitizePostHtml(
      '<p>Hi</p><script>alert("x")</script><style>p{}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"><button>Go</button></form><p>Bye</p>',
    );
    expect(out).not.toMatch(/script|alert|style|iframe|evil|<form|<input|<button/i);
    expect(out).toContain("<p>Hi</p>");
    expect(out).toContain("<p>Bye</p>");
  });

  it("removes event handler attributes and inline styles", () => {
    const out = sanitizePostHtml(
      '<p onclick="steal()" style="color:red" class="x" id="y">Text</p><img src="/a.png" onerror="alert(1)" alt="A">',
    );
    expect(out).toBe('<p>Text</p><img src="/a.png" alt="A" />');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "javascript&#58;alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
  ])("drops the href %s", (href) => {
    const out = sanitizePostHtml(`<a href="${href}">click</a>`);
    expect(out).toBe("<a>click</a>");
  });

  it("opens other sites in a new tab without giving them access to ours", () => {
    expect(sanitizePostHtml('<a href="https://www.apa.org/" target="_self" rel="opener">APA</a>')).toBe(
      '<a href="https://www.apa.org/" rel="noopener noreferrer nofollow" target="_blank">APA</a>',
    );
    expect(sanitizePostHtml('<a href="/blog" target="_blank" rel="opener">Blog</a>')).toBe('<a href="/blog">Blog</a>');
    expect(sanitizePostHtml('<a href="mailto:hello@kindred.example">Mail</a>')).toBe('<a href="mailto:hello@kindred.example">Mail</a>');
  });

  it("keeps only images from our own origin", () => {
    expect(
      sanitizePostHtml('<img src="https://tracker.example/p.gif"><img src="//cdn.example/x.png"><img src="data:image/png;base64,AAAA">'),
    ).toBe("");
    expect(sanitizePostHtml('<img src="/uploads/photo.jpg" alt="Couple">')).toBe('<img src="/uploads/photo.jpg" alt="Couple" />');
  });

  it("moves headings below the page title", () => {
    expect(sanitizePostHtml("<h1>Big</h1><h5>Small</h5>")).toBe("<h2>Big</h2><h4>Small</h4>");
  });

  it("keeps the text of unknown tags and escapes stray markup", () => {
    expect(sanitizePostHtml("<section><p>Inside</p></section><custom-tag>text</custom-tag>")).toBe("<p>Inside</p>text");
    expect(sanitizePostHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });

  it("is stable: sanitizing twice changes nothing", () => {
    const once = sanitizePostHtml('<p onmouseover="x()">a <a href="https://x.example">b</a><script>c</script></p>');
    expect(sanitizePostHtml(once)).toBe(once);
  });
});
