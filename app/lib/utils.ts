// `cn`: joins class names (clsx) and lets a later Tailwind utility replace an earlier one of the same
// kind, so a component's `className` can override its defaults (`<Button className="size-12">`). A
// small merger for the utilities this product uses, on every page's first load instead of
// tailwind-merge's 8 KB (docs/decisions/093-performance-budgets.md); app/lib/utils.test.ts pins it.
import { clsx, type ClassValue } from "clsx";
import { remembered } from "#common/remembered";

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
  "flow-root",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const TEXT_SIZE = /^text-(xs|sm|base|lg|[2-9]?xl)(\/.*)?$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_WIDTH = /^border(-[trblxy])?(-\d+)?$/;
const BORDER_STYLE = /^border-(solid|dashed|dotted|double|none)$/;
const RING_WIDTH = /^ring(-\d+)?$/;
/** Prefixes whose value follows a dash; longest first so "min-w" wins over "m". */
const PREFIXES = [
  "scroll-mt",
  "scroll-pt",
  "line-clamp",
  "ring-offset",
  "translate-x",
  "translate-y",
  "space-x",
  "space-y",
  "gap-x",
  "gap-y",
  "inset-x",
  "inset-y",
  "rounded-tl",
  "rounded-tr",
  "rounded-bl",
  "rounded-br",
  "rounded-t",
  "rounded-b",
  "rounded-l",
  "rounded-r",
  "grid-cols",
  "grid-rows",
  "col-span",
  "row-span",
  "overflow-x",
  "overflow-y",
  "min-w",
  "max-w",
  "min-h",
  "max-h",
  "leading",
  "tracking",
  "justify",
  "items",
  "self",
  "content",
  "place",
  "opacity",
  "shadow",
  "rounded",
  "duration",
  "whitespace",
  "cursor",
  "overflow",
  "order",
  "basis",
  "grow",
  "shrink",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "size",
  "gap",
  "bg",
  "z",
  "w",
  "h",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "p",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "m",
  "fill",
  "stroke",
  "outline",
  "decoration",
].sort((a, b) => b.length - a.length);

/** The kind of a utility (without its variants): two utilities of one kind conflict. */
function kindOf(utility: string): string {
  const base = utility.replace(/^!/, "").replace(/^-/, "");
  if (DISPLAY.has(base)) return "display";
  if (POSITION.has(base)) return "position";
  if (base.startsWith("text-"))
    return TEXT_SIZE.test(base)
      ? "text-size"
      : TEXT_ALIGN.test(base)
        ? "text-align"
        : /^text-(wrap|nowrap|balance|pretty)$/.test(base)
          ? "text-wrap"
          : "text-color";
  if (base.startsWith("font-")) return FONT_WEIGHT.test(base) ? "font-weight" : "font-family";
  if (base === "border" || base.startsWith("border-"))
    return BORDER_WIDTH.test(base) ? base.replace(/-\d+$/, "") : BORDER_STYLE.test(base) ? "border-style" : "border-color";
  if (base === "ring" || base.startsWith("ring-"))
    return RING_WIDTH.test(base) ? "ring-width" : base.startsWith("ring-offset") ? "ring-offset" : "ring-color";
  if (base === "flex-1" || base === "flex-auto" || base === "flex-none" || base === "flex-initial") return "flex";
  if (/^flex-(row|col)(-reverse)?$/.test(base)) return "flex-direction";
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(base)) return "flex-wrap";
  if (base === "rounded" || base === "shadow" || base === "grow" || base === "shrink" || base === "truncate") return base;
  for (const prefix of PREFIXES) if (base.startsWith(`${prefix}-`)) return prefix;
  return base;
}

/** Padding and margin shorthands that cover the sides: a later `p-4` replaces an earlier `px-2`. */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  rounded: ["rounded-t", "rounded-b", "rounded-l", "rounded-r", "rounded-tl", "rounded-tr", "rounded-bl", "rounded-br"],
};

/** A class list with later utilities replacing earlier ones of their kind; the same list comes back from memory. */
export const mergeClasses = remembered(mergeClassesNow, 4_000);

function mergeClassesNow(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  // From the end: the last utility of a kind (under the same variants) wins.
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const name = list[i];
    const colon = name.lastIndexOf(":", name.indexOf("[") >= 0 ? name.indexOf("[") : name.length);
    const variants = colon >= 0 ? name.slice(0, colon + 1) : "";
    const utility = name.slice(colon + 1);
    // Arbitrary properties and values ([…]) keep their own identity.
    const key = variants + (utility.startsWith("[") ? utility : kindOf(utility));
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = key.slice(variants.length);
    for (const covered of COVERS[kind] ?? []) seen.add(variants + covered);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
