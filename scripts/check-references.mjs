// Every pointer in the repository's comments and documents leads to something in the repository:
// a section of docs/product/ (the file and its heading), a record in docs/decisions/, or a file a
// Markdown link names. A pointer to a text kept elsewhere (the requirement documents the product
// was first built from, their section signs, an issue tracker's numbers, the house-style notes)
// fails the check, since a reader of the repository cannot open it.
//
// `node scripts/check-references.mjs [ROOT]` checks ROOT (default: the working directory) and exits
// 1, listing file:line and the text of each problem, or 0 with a one-line summary. Files are the
// ones git knows (tracked, or new and not ignored), without server/db/migrations/ (historic) and
// package-lock.json. In source files only comments are read: string literals (test names, the
// texts people see) are not pointers. Markdown and plain-text files are read whole.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readableLines } from "./comment-lines.mjs";

export { readableLines, scriptComments } from "./comment-lines.mjs";

const SKIPPED = [/^server\/db\/migrations\//, /(^|\/)package-lock\.json$/, /(^|\/)node_modules\//];
/** Phrases that point at a text outside the repository. */
export const OUTSIDE_POINTERS = [
  { pattern: /\bdecisions?(?:\.md)?\s*§/i, why: "a section of a decisions document kept outside the repository" },
  {
    pattern: /\b(?:public|second|first|other|staff|account)[- ](?:specification|spec|document)\b/i,
    why: "a requirement document kept outside the repository",
  },
  {
    pattern: /\bspecifications?\b|\bspec(?:'s|\b)/i,
    why: "a specification kept outside the repository",
    unless:
      /\b(?:OpenAPI|OpenID(?: Connect)?|HTML|WHATWG|CSS|ECMAScript|iCalendar|JSON Schema|sitemaps?|RFC \d+|Fetch|URL|WebAuthn|CommonMark)\s+spec(?:ification)?s?\b/gi,
  },
  { pattern: /\bissues?\s+#?\d+/i, why: "an issue tracker entry (outside the repository)" },
  {
    pattern: /public-side(?:\.md)?|accounts-and-staff(?:\.md)?|\bdecisions\.md\b|\bCONVENTIONS\b|shared\/spec\b|\.\.\/shared\//,
    why: "a file kept outside the repository",
  },
];

/** A section sign not preceded by an RFC number ("RFC 5545 §3.1" names a public standard). */
const SECTION_SIGN = /§\s*\d/g;
const RFC_BEFORE = /RFC\s*\d+\s*$/i;

/** GitHub's anchor for a heading: lower case, punctuation but hyphens and underscores dropped, spaces to hyphens. */
export function anchorOf(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*~]/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** The anchors of a Markdown document's headings (repeated headings get -1, -2 …, as on GitHub). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = anchorOf(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function outsidePointersIn(text) {
  const found = [];
  for (const { pattern, why, unless } of OUTSIDE_POINTERS) {
    const cleaned = unless ? text.replace(unless, "") : text;
    const match = pattern.exec(cleaned);
    if (match) found.push(`${why}: "${match[0]}"`);
  }
  for (const match of text.matchAll(SECTION_SIGN)) {
    if (!RFC_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) {
      found.push(`a numbered section of a document kept outside the repository: "${match[0]}"`);
      break;
    }
  }
  return found;
}

const PRODUCT_PATH = /\bdocs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;
const DECISION_PATH = /\bdocs\/decisions\/(\d{3})([\w.-]*)/g;
const DECISION_NUMBERS = /\bdecisions?\s+(\d{3}(?:(?:\s*(?:,|and|or|to|–|-)\s*)\d{3})*)/gi;
const MARKDOWN_LINK = /!?\[(?:[^\]]|\][^(])*?\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Checks the files (paths relative to root); answers the problems found and what was read. */
export function checkReferences({ root, files }) {
  const problems = [];
  const anchorCache = new Map();
  let references = 0;
  let decisionFiles = null;

  const anchorsOf = (absolute) => {
    if (!anchorCache.has(absolute)) anchorCache.set(absolute, headingAnchors(fs.readFileSync(absolute, "utf8")));
    return anchorCache.get(absolute);
  };
  const decisionExists = (number, rest) => {
    decisionFiles ??= fs.existsSync(path.join(root, "docs/decisions")) ? fs.readdirSync(path.join(root, "docs/decisions")) : [];
    if (rest.endsWith(".md")) return decisionFiles.includes(`${number}${rest}`);
    return decisionFiles.some((name) => name.startsWith(rest ? `${number}${rest}` : `${number}-`));
  };
  const report = (file, line, message, text) => problems.push({ file, line, message, text: text.trim() });

  for (const file of files) {
    const absolute = path.join(root, file);
    let text;
    try {
      const bytes = fs.readFileSync(absolute);
      if (bytes.includes(0)) continue;
      text = bytes.toString("utf8");
    } catch {
      continue;
    }
    const isMarkdown = /\.(md|markdown)$/i.test(file);
    let inFence = false;

    for (const { line, text: lineText } of readableLines(file, text)) {
      if (isMarkdown && /^\s{0,3}(`{3,}|~{3,})/.test(lineText)) inFence = !inFence;
      const outside = outsidePointersIn(lineText);
      if (outside.length > 0) report(file, line, `points at ${outside.join("; ")}`, lineText);

      // In Markdown a link's target is checked as a link (below), not again as a path in the text.
      const prose = isMarkdown ? lineText.replace(MARKDOWN_LINK, (link) => link.slice(0, link.lastIndexOf("]("))) : lineText;
      for (const match of prose.matchAll(PRODUCT_PATH)) {
        references += 1;
        const target = path.join(root, "docs/product", match[1]);
        if (!fs.existsSync(target)) report(file, line, `docs/product/${match[1]} does not exist`, lineText);
        else if (match[2] && !anchorsOf(target).has(match[2]))
          report(file, line, `docs/product/${match[1]} has no heading #${match[2]}`, lineText);
      }
      for (const match of prose.matchAll(DECISION_PATH)) {
        references += 1;
        const rest = match[2].replace(/[.,;:]+$/, "");
        if (!decisionExists(match[1], rest)) report(file, line, `docs/decisions/${match[1]}${rest} does not exist`, lineText);
      }
      for (const match of prose.matchAll(DECISION_NUMBERS)) {
        for (const number of match[1].match(/\d{3}/g)) {
          references += 1;
          if (!decisionExists(number, "")) report(file, line, `decision ${number} is not in docs/decisions/`, lineText);
        }
      }
      if (isMarkdown && !inFence) {
        const withoutCode = lineText.replace(/`[^`]*`/g, "");
        for (const match of withoutCode.matchAll(MARKDOWN_LINK)) {
          const target = match[1];
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
          references += 1;
          const [rawPath, anchor] = target.split("#", 2);
          const resolved = rawPath === "" ? absolute : path.resolve(path.dirname(absolute), decodeURIComponent(rawPath));
          if (!fs.existsSync(resolved)) {
            report(file, line, `link target ${target} does not exist`, lineText);
          } else if (anchor && /\.(md|markdown)$/i.test(resolved) && !anchorsOf(resolved).has(anchor)) {
            report(file, line, `link target ${target}: no heading #${anchor}`, lineText);
          }
        }
      }
    }
  }
  return { problems, filesChecked: files.length, referencesChecked: references };
}

/** The files git knows under root (tracked, or new and not ignored), minus the skipped ones. */
export function listFiles(root) {
  let names;
  try {
    names = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .split("\0")
      .filter(Boolean);
  } catch {
    names = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (entry.name !== ".git" && entry.name !== "node_modules") walk(relative);
        } else names.push(relative);
      }
    };
    walk("");
  }
  return [...new Set(names)].filter((name) => !SKIPPED.some((rule) => rule.test(name)) && fs.existsSync(path.join(root, name))).sort();
}

function main() {
  const root = path.resolve(process.argv[2] ?? process.cwd());
  const { problems, filesChecked, referencesChecked } = checkReferences({ root, files: listFiles(root) });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}\n    ${problem.text}`);
    console.error(`check-references: ${problems.length} problem(s) in ${filesChecked} files.`);
    process.exit(1);
  }
  console.log(
    `check-references: ${filesChecked} files, ${referencesChecked} in-repository references resolved, no pointer outside the repository.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
