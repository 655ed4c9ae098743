// What the pointer check (check-references.mjs) reads of a file: the comments of a source file, one
// { line, text } pair per line (string literals, template literals and regular expressions skipped,
// so their contents never count), or every line of a document.
import path from "node:path";

const SCRIPT_EXTENSIONS = new Set([".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".cts"]);
const BLOCK_COMMENT_EXTENSIONS = new Set([".css", ".scss"]);
const SQL_EXTENSIONS = new Set([".sql"]);
const MARKUP_EXTENSIONS = new Set([".html", ".htm", ".svg", ".xml"]);
const TEXT_EXTENSIONS = new Set([".md", ".markdown", ".txt", ".sh", ".yml", ".yaml", ".toml", ".example"]);
const TEXT_NAMES = new Set([".env.example", ".gitignore", ".npmrc", "run", "Dockerfile"]);

/** Whether a `/` at `index` starts a regular expression literal (judged by what precedes it). */
function startsRegex(text, index) {
  let i = index - 1;
  while (i >= 0 && /\s/.test(text[i])) i -= 1;
  if (i < 0) return true;
  if ("(,=:[!&|?{};+-*%<>~^".includes(text[i])) return true;
  const word = /([A-Za-z_$]+)$/.exec(text.slice(Math.max(0, i - 10), i + 1));
  return word !== null && ["return", "typeof", "case", "do", "else", "in", "of", "void", "yield", "await"].includes(word[1]);
}

/**
 * Reading a source text from start to end: `i` is the position, `line` its line number (from 1),
 * `braces` the open `{` (of code, or of a template literal's `${`), `comments` what was found.
 */
function scannerOf(text) {
  return { text, i: 0, line: 1, braces: [], comments: [] };
}

function pushComment(scan, startLine, body) {
  body.split("\n").forEach((part, offset) => scan.comments.push({ line: startLine + offset, text: part }));
}

function skipQuoted(scan, quote) {
  const { text } = scan;
  scan.i += 1;
  while (scan.i < text.length && text[scan.i] !== quote && text[scan.i] !== "\n") {
    if (text[scan.i] === "\\" && text[scan.i + 1] !== "\n") scan.i += 1;
    scan.i += 1;
  }
  // An unclosed quote (an apostrophe in JSX text) ends at the line's end, which is counted.
  if (text[scan.i] === quote) scan.i += 1;
}

/** From a backtick (or the `}` that closes a `${`) to the template's end, or into its next `${`. */
function skipTemplate(scan) {
  const { text } = scan;
  scan.i += 1;
  while (scan.i < text.length) {
    const c = text[scan.i];
    if (c === "\\") {
      if (text[scan.i + 1] === "\n") scan.line += 1;
      scan.i += 2;
      continue;
    }
    if (c === "\n") scan.line += 1;
    if (c === "`") {
      scan.i += 1;
      return;
    }
    if (c === "$" && text[scan.i + 1] === "{") {
      scan.i += 2;
      scan.braces.push("template");
      return;
    }
    scan.i += 1;
  }
}

function skipRegex(scan) {
  const { text } = scan;
  scan.i += 1;
  let inClass = false;
  while (scan.i < text.length && text[scan.i] !== "\n") {
    if (text[scan.i] === "\\" && text[scan.i + 1] !== "\n") scan.i += 1;
    else if (text[scan.i] === "[") inClass = true;
    else if (text[scan.i] === "]") inClass = false;
    else if (text[scan.i] === "/" && !inClass) break;
    scan.i += 1;
  }
  if (text[scan.i] === "/") scan.i += 1;
}

function readLineComment(scan) {
  const end = scan.text.indexOf("\n", scan.i);
  const stop = end === -1 ? scan.text.length : end;
  pushComment(scan, scan.line, scan.text.slice(scan.i + 2, stop));
  scan.i = stop;
}

function readBlockComment(scan) {
  const end = scan.text.indexOf("*/", scan.i + 2);
  const stop = end === -1 ? scan.text.length : end;
  const body = scan.text.slice(scan.i + 2, stop);
  pushComment(scan, scan.line, body);
  scan.line += body.split("\n").length - 1;
  scan.i = stop + 2;
}

/** Moves past one character or construct at the scanner's position. */
function step(scan) {
  const { text } = scan;
  const c = text[scan.i];
  const next = text[scan.i + 1];
  if (c === "\n") {
    scan.line += 1;
    scan.i += 1;
  } else if (c === "/" && next === "/") readLineComment(scan);
  else if (c === "/" && next === "*") readBlockComment(scan);
  else if (c === "'" || c === '"') skipQuoted(scan, c);
  else if (c === "`") skipTemplate(scan);
  else if (c === "{") {
    scan.braces.push("code");
    scan.i += 1;
  } else if (c === "}") {
    // The `}` that closes a template literal's `${`: the template's text goes on after it.
    if (scan.braces.pop() === "template") skipTemplate(scan);
    else scan.i += 1;
  } else if (c === "/" && startsRegex(text, scan.i)) skipRegex(scan);
  else scan.i += 1;
}

/**
 * The comments of a JavaScript or TypeScript source as { line, text } pairs (line numbers from 1).
 * Strings, template literals and regular expressions are skipped, so their contents never count.
 */
export function scriptComments(text) {
  const scan = scannerOf(text);
  while (scan.i < text.length) step(scan);
  return scan.comments;
}

/** Comments delimited by `open` and `close` (CSS, HTML), plus `--` line comments for SQL. */
function delimitedComments(text, open, close, lineComment) {
  const comments = [];
  const lines = text.split("\n");
  let inside = false;
  lines.forEach((lineText, index) => {
    let rest = lineText;
    let collected = "";
    while (rest.length > 0) {
      if (inside) {
        const end = rest.indexOf(close);
        if (end === -1) {
          collected += rest;
          rest = "";
        } else {
          collected += rest.slice(0, end);
          rest = rest.slice(end + close.length);
          inside = false;
        }
      } else {
        const start = rest.indexOf(open);
        const lineStart = lineComment ? rest.indexOf(lineComment) : -1;
        if (lineStart !== -1 && (start === -1 || lineStart < start)) {
          collected += rest.slice(lineStart + lineComment.length);
          rest = "";
        } else if (start === -1) {
          rest = "";
        } else {
          rest = rest.slice(start + open.length);
          inside = true;
        }
      }
    }
    if (collected.trim()) comments.push({ line: index + 1, text: collected });
  });
  return comments;
}

/** What of a file is read: its comments, or every line of a document. */
export function readableLines(file, text) {
  const base = path.basename(file);
  const ext = path.extname(file).toLowerCase();
  if (SCRIPT_EXTENSIONS.has(ext)) return scriptComments(text);
  if (BLOCK_COMMENT_EXTENSIONS.has(ext)) return delimitedComments(text, "/*", "*/");
  if (SQL_EXTENSIONS.has(ext)) return delimitedComments(text, "/*", "*/", "--");
  if (MARKUP_EXTENSIONS.has(ext)) return delimitedComments(text, "<!--", "-->");
  if (TEXT_EXTENSIONS.has(ext) || TEXT_NAMES.has(base) || ext === "") {
    return text.split("\n").map((lineText, index) => ({ line: index + 1, text: lineText }));
  }
  return [];
}
