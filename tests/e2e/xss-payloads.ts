// Stored cross-site scripting payloads for the browser test (security-xss.test.ts): classic vectors
// from public lists, each made to report through window.__xss(n), packed into texts as long as a field
// takes, and the names, titles and slug the test writes with them. `run` marks this run's content.
import { randomBytes } from "node:crypto";

// Payloads adapted from the OWASP "XSS Filter Evasion Cheat Sheet" and PortSwigger's "Cross-site
// scripting (XSS) cheat sheet" (their classic vectors, each made to report through __xss(n)).
export const PAYLOADS: string[] = [
  "<script>__xss(1)</script>",
  "<ScRiPt>__xss(2)</sCrIpT>",
  "<img src=x onerror=__xss(3)>",
  "<svg onload=__xss(4)>",
  "<svg><script>__xss(5)</script></svg>",
  '<a href="javascript:__xss(6)">link six</a>',
  '<a href="JaVaScRiPt:__xss(7)">link seven</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(8)">link eight</a>',
  '<iframe srcdoc="<script>parent.__xss(9)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(10)"></iframe>',
  '"><script>__xss(11)</script>',
  "'><img src=x onerror=__xss(12)>",
  "{{constructor.constructor('__xss(13)')()}}",
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTQpPC9zY3JpcHQ+">link fourteen</a>',
  '<object data="data:text/html,<script>parent.__xss(15)</script>"></object>',
  '<div style="background-image:url(javascript:__xss(16))">style sixteen</div>',
  '<div style="width:expression(__xss(17))">style seventeen</div>',
  "<body onload=__xss(18)>",
  "<details open ontoggle=__xss(19)>",
  "<input autofocus onfocus=__xss(20)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss(21)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss(22)>">',
  '<img src="x" onerror="&#95;&#95;xss(23)">',
  "<svg><animate onbegin=__xss(24) attributeName=x dur=1s>",
  "<video><source onerror=__xss(25)></video>",
  '<form action="javascript:__xss(26)"><button>button 26</button></form>',
  '<base href="javascript:__xss(27)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(28)">',
  "<img src=x:alert(29) onerror=eval(src)>",
  "<scr<script>ipt>__xss(30)</scr</script>ipt>",
  "</script><script>__xss(31)</script>",
  "</title><script>__xss(32)</script>",
  "</textarea><script>__xss(33)</script>",
];

export const run = randomBytes(3).toString("hex");

/** Packs payloads into texts of at most `max` characters, each text as full as it can be. */
export function pack(max: number, payloads = PAYLOADS, separator = " "): string[] {
  const texts: string[] = [];
  for (const payload of payloads) {
    const last = texts.at(-1);
    if (last !== undefined && last.length + separator.length + payload.length <= max)
      texts[texts.length - 1] = `${last}${separator}${payload}`;
    else texts.push(payload);
  }
  return texts;
}

export const all = PAYLOADS.join(" ");
/**
 * In post HTML, an unclosed <svg>, <style>, <math>… swallows everything after it (the sanitizer drops
 * such elements with their content, as a browser would read them): the payloads whose words should
 * survive come first.
 */
const SWALLOWING = /<(svg|math|style|script|noscript|iframe|object|textarea)\b/i;
export const BLOG_CONTENT_ORDER = [...PAYLOADS.filter((p) => !SWALLOWING.test(p)), ...PAYLOADS.filter((p) => SWALLOWING.test(p))];
export const COACH_FIRST = `Xss${run} <img src=x onerror=__xss(801)>`;
export const COACH_LAST = `"><svg onload=__xss(802)>`;
export const POST_TITLE = `Probe ${run} </title><script>__xss(901)</script><img src=x onerror=__xss(902)>`;
export const POST_DESCRIPTION = `"><script>__xss(903)</script> ${pack(400)[0]}`;
export const POST_SLUG = `xss-probe-${run}`;
export const APPLICANT_FIRST = `App${run} <svg onload=__xss(701)>`;
export const APPLICANT_LAST = `'><img src=x onerror=__xss(702)>`;
export const VISITOR_FIRST = `Visitor${run} <img src=x onerror=__xss(601)>`;
export const VISITOR_LAST = `<script>__xss(602)</script>`;
