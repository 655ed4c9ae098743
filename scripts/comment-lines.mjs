// What the pointer check (check-references.mjs) reads of a file: the comments of a source file, one
// { line, text } pair per line (read with TypeScript's parser, so string literals, template literals,
// regular expressions and JSX text never count), or every line of a document.
import path from "node:path";
import ts from "typescript";

const BLOCK_COMMENT_EXTENSIONS = new Set([".css", ".scss"]);
const SQL_EXTENSIONS = new Set([".sql"]);
const MARKUP_EXTENSIONS = new Set([".html", ".htm", ".svg", ".xml"]);
const TEXT_EXTENSIONS = new Set([".md", ".markdown", ".txt", ".sh", ".yml", ".yaml", ".toml", ".example"]);
const TEXT_NAMES = new Set([".env.example", ".gitignore", ".npmrc", "run", "Dockerfile"]);

/** The source files whose comments are read, and the dialect each is parsed in. */
const SCRIPT_KINDS = {
  ".ts": ts.ScriptKind.TS,
  ".mts": ts.ScriptKind.TS,
  ".cts": ts.ScriptKind.TS,
  ".tsx": ts.ScriptKind.TSX,
  ".js": ts.ScriptKind.JS,
  ".mjs": ts.ScriptKind.JS,
  ".cjs": ts.ScriptKind.JS,
  ".jsx": ts.ScriptKind.JSX,
};

/**
 * The comments of a JavaScript or TypeScript source as { line, text } pairs (line numbers from 1),
 * read with TypeScript's own parser and scanner: the parser tells where every token is (a `/` that
 * starts a regular expression, a template literal's `${`, the text of JSX), and the scanner reads the
 * trivia between them, where comments are. So the contents of strings, templates, regular
 * expressions and JSX text never count. `file` picks the dialect (TSX, JS …; TypeScript by default).
 */
export function scriptComments(text, file = "source.ts") {
  const kind = SCRIPT_KINDS[path.extname(file).toLowerCase()] ?? ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, source.languageVariant);
  const comments = [];

  /** The comments among the tokens from `start` to `end`, where no child node lies. */
  function readGap(start, end) {
    if (end <= start) return;
    scanner.setText(text, start, end - start);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token !== ts.SyntaxKind.SingleLineCommentTrivia && token !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
      const at = scanner.getTokenStart();
      const closed = token === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith("*/", scanner.getTokenEnd() - 2);
      const body = text.slice(at + 2, closed ? scanner.getTokenEnd() - 2 : scanner.getTokenEnd());
      const line = source.getLineAndCharacterOfPosition(at).line + 1;
      body.split("\n").forEach((part, offset) => comments.push({ line: line + offset, text: part.replace(/\r$/, "") }));
    }
  }

  /** A node's comments: before and between its children (the tokens of the node itself lie there). */
  function visit(node) {
    const children = [];
    ts.forEachChild(
      node,
      (child) => void children.push(child),
      (list) => void children.push(...list),
    );
    if (children.length === 0) {
      // A token (a name, a literal, a regular expression): only the trivia before its text. JSX text
      // is text, so a `//` in it is not a comment. Any other node without children (an empty block,
      // `{/* … */}` in JSX) is punctuation and trivia throughout.
      if (!ts.isToken(node)) readGap(node.pos, node.end);
      else if (node.kind !== ts.SyntaxKind.JsxText) readGap(node.pos, node.getStart(source));
      return;
    }
    let pos = node.pos;
    for (const child of children) {
      readGap(pos, child.pos);
      visit(child);
      pos = child.end;
    }
    readGap(pos, node.end);
  }

  visit(source);
  return comments;
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
  if (Object.hasOwn(SCRIPT_KINDS, ext)) return scriptComments(text, file);
  if (BLOCK_COMMENT_EXTENSIONS.has(ext)) return delimitedComments(text, "/*", "*/");
  if (SQL_EXTENSIONS.has(ext)) return delimitedComments(text, "/*", "*/", "--");
  if (MARKUP_EXTENSIONS.has(ext)) return delimitedComments(text, "<!--", "-->");
  if (TEXT_EXTENSIONS.has(ext) || TEXT_NAMES.has(base) || ext === "") {
    return text.split("\n").map((lineText, index) => ({ line: index + 1, text: lineText }));
  }
  return [];
}
