#!/usr/bin/env node
// Finds user-facing English written straight into JSX (every string of the portal and the
// admin app comes from the six-language catalogues). Reports JSX text with a word in it, and string
// literals given to the attributes a user sees or hears (aria-label, title, placeholder, alt, label).
// Test files are skipped. Usage: node scripts/find-jsx-english.mjs <dir...>   (exit 1 when any is found)
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { scanSources } from './scan-sources.mjs';

const SEEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label']);
/** A run of two letters: a word, not punctuation, a separator or a unit symbol on its own. */
const WORD = /\p{L}{2}/u;

/** A component file, not a test's. */
const isComponent = (name) => name.endsWith('.tsx') && !/\.(test|spec|stories)\.tsx$/.test(name);

/** Every English string in one file's JSX: `{ line, text }`. */
export function englishInSource(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && SEEN_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && WORD.test(value.text)) report(node, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every English string in the JSX of the .tsx files under the directories: `{ file, line, text }`. */
export function englishInJsx(dirs, root = process.cwd()) {
  return scanSources(dirs, isComponent, englishInSource, root);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const hits = englishInJsx(process.argv.slice(2));
  for (const { file, line, text } of hits) console.log(`${file}:${line}  ${JSON.stringify(text)}`);
  console.log(`${hits.length} English string(s) in JSX`);
  process.exit(hits.length > 0 ? 1 : 0);
}
