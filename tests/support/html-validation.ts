// The HTML check's rule set, in one place (docs/decisions/107-html-validity-check.md): html-validate's
// `standard` preset, which holds only what the HTML standard makes an error (content models and
// nesting, permitted parents and attributes, duplicate ids, character references…), plus the
// standard's errors it leaves to other presets, plus one rule of our own for the nesting it does not
// see: an element made interactive by an ARIA role or a tabindex inside a link or a button (the
// W3C checker's "An element with the attribute role=button must not appear as a descendant of the a
// element"). No style rule: how the markup is written is Prettier's and React's business.
import { HtmlValidate, Rule, StaticConfigLoader, type ConfigData, type DOMReadyEvent, type HtmlElement, type Plugin } from "html-validate";

/** ARIA's widget roles: an element with one of them is interactive, whatever its tag. */
const INTERACTIVE_ROLES = new Set([
  "button",
  "checkbox",
  "combobox",
  "grid",
  "gridcell",
  "link",
  "listbox",
  "menu",
  "menubar",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "radio",
  "radiogroup",
  "scrollbar",
  "searchbox",
  "slider",
  "spinbutton",
  "switch",
  "tab",
  "tablist",
  "textbox",
  "tree",
  "treegrid",
  "treeitem",
]);

const roleOf = (element: HtmlElement) => (element.getAttributeValue("role") ?? "").trim().toLowerCase();

function isNativelyInteractive(element: HtmlElement): boolean {
  switch (element.tagName) {
    case "a":
      return element.hasAttribute("href");
    case "input":
      return element.getAttributeValue("type") !== "hidden";
    case "audio":
    case "video":
      return element.hasAttribute("controls");
    default:
      return ["button", "select", "textarea", "details", "embed", "iframe", "label"].includes(element.tagName);
  }
}

/** What makes `element` interactive beyond its tag (the standard preset already judges tags inside a and button). */
function interactiveMark(element: HtmlElement, insideRole: boolean): string | undefined {
  const role = roleOf(element);
  if (INTERACTIVE_ROLES.has(role)) return `An element with the attribute role=${role}`;
  if (element.hasAttribute("tabindex")) return "An element with the attribute tabindex";
  if (insideRole && isNativelyInteractive(element)) return `The element ${element.tagName}`;
  return undefined;
}

function interactiveAncestor(element: HtmlElement): { name: string; byRole: boolean } | undefined {
  for (let node = element.parent; node && !node.isRootElement(); node = node.parent) {
    if (node.tagName === "a" || node.tagName === "button") return { name: `the ${node.tagName} element`, byRole: false };
    const role = roleOf(node);
    if (role === "button" || role === "link") return { name: `an element with the attribute role=${role}`, byRole: true };
  }
  return undefined;
}

class NoInteractiveDescendant extends Rule {
  setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("*")) {
        const ancestor = interactiveAncestor(element);
        const mark = ancestor && interactiveMark(element, ancestor.byRole);
        if (ancestor && mark) this.report(element, `${mark} must not appear as a descendant of ${ancestor.name}.`);
      }
    });
  }
}

const kindredRules: Plugin = { name: "kindred", rules: { "kindred/no-interactive-descendant": NoInteractiveDescendant } };

/** The rule set of the HTML check. */
export const HTML_RULES: ConfigData = {
  root: true,
  plugins: [kindredRules],
  extends: ["html-validate:standard"],
  rules: {
    // Errors in the HTML standard that the standard preset leaves to its document and accessibility presets.
    "missing-doctype": "error",
    "empty-title": "error",
    "input-attributes": "error",
    "no-missing-references": "error",
    "kindred/no-interactive-descendant": "error",
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(HTML_RULES));

/** Every error the rule set finds in `html`, one line each: the rule, the message, where and the element. */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity === 2)
      .map((m) => `[${m.ruleId}] ${m.message} (line ${m.line}, column ${m.column}${m.selector ? `, ${m.selector}` : ""})`),
  );
}
