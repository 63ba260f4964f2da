#!/usr/bin/env node
// Finds user-facing English written straight into JSX (every string of the portal and the
// admin app comes from the six-language catalogues). Reports JSX text with a word in it, and string
// literals given to the attributes a user sees or hears (aria-label, title, placeholder, alt, label).
// Also reports dates written in English by pattern: a date-fns pattern with month or weekday names
// (MMM, MMMM, EEE, LLL…) given to `formatInZone` or `format` without a locale, which reads
// "Dec 7, 2026" whatever the member's language (Intl, or the sdk's date locales, say it in theirs).
// Test files are skipped. Usage: node scripts/find-jsx-english.mjs <dir...>   (exit 1 when any is found)
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { scanSources } from './scan-sources.mjs';

const SEEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label']);
/** A run of two letters: a word, not punctuation, a separator or a unit symbol on its own. */
const WORD = /\p{L}{2}/u;

/** A source file (components and the modules they use), not a test's nor a declaration. */
const isSource = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !/\.(test|spec|stories)\.tsx?$/.test(name);

/** date-fns tokens that write a month's or a weekday's name (outside quoted literal text). */
const NAMED_DATE_TOKEN = /(?:MMM|LLL|EEE|eee|ccc)/;
const unquoted = (pattern) => pattern.replace(/'[^']*'/g, '');
/** The functions taking a date-fns pattern, and how many arguments come before the locale. */
const PATTERN_CALLS = new Map([
  ['formatInZone', { pattern: 1, locale: 3 }],
  ['format', { pattern: 1, locale: 2 }],
]);

/** A call formatting a date with English names: formatInZone(d, 'MMM d, yyyy') with no locale. */
function englishDatePattern(node, file) {
  if (!ts.isCallExpression(node)) return null;
  const callee = ts.isIdentifier(node.expression) ? node.expression.text : null;
  const call = callee ? PATTERN_CALLS.get(callee) : undefined;
  if (!call || node.arguments.length > call.locale) return null;
  const pattern = node.arguments[call.pattern];
  if (!pattern || !(ts.isStringLiteral(pattern) || ts.isNoSubstitutionTemplateLiteral(pattern))) return null;
  return NAMED_DATE_TOKEN.test(unquoted(pattern.text)) ? `${node.expression.getText(file)}(…, ${JSON.stringify(pattern.text)}) without a locale` : null;
}

/** Every English string in one file's JSX: `{ line, text }`. */
export function englishInSource(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && SEEN_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && WORD.test(value.text)) report(node, value.text);
    }
    const datePattern = englishDatePattern(node, file);
    if (datePattern) report(node, datePattern);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every English string in the JSX, and every English date pattern, of the sources under the directories: `{ file, line, text }`. */
export function englishInJsx(dirs, root = process.cwd()) {
  return scanSources(dirs, isSource, englishInSource, root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hits = englishInJsx(process.argv.slice(2));
  for (const { file, line, text } of hits) console.log(`${file}:${line}  ${JSON.stringify(text)}`);
  console.log(`${hits.length} English string(s) in JSX`);
  process.exit(hits.length > 0 ? 1 : 0);
}
