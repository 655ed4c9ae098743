// The one HTML policy of blog posts (docs/product/blog.md#post-html): applied when a post is saved and again
// when it is rendered, so a row written by anything else (an old import, a hand edit) is still safe to show.
// An allow-list: structure and emphasis, links and same-site images; no scripts, styles, frames,
// forms, event handlers or javascript:/data: URLs. Runs in Node without a DOM (sanitize-html,
// pinned to 2.16.0 because later versions need Node 22).
import sanitizeHtml from "sanitize-html";

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "blockquote",
    "q",
    "cite",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  // Anything not listed here (on*, style, class, id …) is dropped.
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "reversed"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    blockquote: ["cite"],
    q: ["cite"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { blockquote: ["http", "https"], q: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with their content; other unknown tags keep their text.
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // The page's own <h1> is the post title; headings inside the body start one level lower.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // rel and target are ours to set: other sites open in a new tab without access to this one.
    a: (tagName, attribs) => {
      const { rel: _rel, target: _target, ...rest } = attribs;
      const external = /^\s*https?:\/\//i.test(rest.href ?? "");
      return { tagName, attribs: external ? { ...rest, rel: "noopener noreferrer nofollow", target: "_blank" } : rest };
    },
  },
  exclusiveFilter: (frame) => {
    // Images only from our own origin (a path): the Content-Security-Policy blocks other hosts, and
    // a post must not make readers' browsers call a third party.
    if (frame.tag === "img") {
      const src = frame.attribs.src ?? "";
      return !src.startsWith("/") || src.startsWith("//");
    }
    return false;
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}
