#!/usr/bin/env node
// Finds German strings that address the member informally (du) in the translation catalogues: the
// product speaks to members and staff with the formal "Sie" (as the rest of its German does), and a
// widget in "du" beside one in "Sie" reads as two products. Looks at the `de` catalogue of every
// `*translations.ts` (a `de` constant or a `de:` property) and reports its strings with a du pronoun
// (du, dein…, dich, dir) or a sentence opening with a common du imperative (Gib, Melde, Verbinde…).
// Usage: node scripts/find-informal-german.mjs <dir...>   (exit 1 when any is found)
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { scanSources } from './scan-sources.mjs';

const PRONOUN = /\b(?:du|dein|deine|deinen|deinem|deiner|deines|dich|dir)\b/iu;
/** Du imperatives the catalogues had, and their like, at a sentence's start (after a dash too). */
const IMPERATIVE =
  /(?:^|[.!?:–—]\s+)(?:Gib|Geh|Halte|Verbinde|Melde|Nimm|Wähle|Tippe|Klicke|Bleib|Bleibe|Miss|Richte|Erlaube|Schließe|Versuche|Trink|Leg|Lege|Hol|Hole|Komm|Meide|Verzichte|Denk|Sieh|Schau|Öffne|Starte|Speichere|Bestätige|Trage|Füge)\b/u;

const isCatalogue = (name) => name.endsWith('translations.ts');

const isDe = (name) => name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'de';

/** Every informal German string in one file's `de` catalogue: `{ line, text }`. */
export function informalGermanInSource(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const check = (node, text) => {
    if (PRONOUN.test(text) || IMPERATIVE.test(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  };
  const strings = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) check(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '));
    ts.forEachChild(node, strings);
  };
  // A catalogue's keys may be English (a level's text): only the values are German.
  const values = (catalogue) => {
    for (const property of catalogue.properties) {
      if (ts.isPropertyAssignment(property)) {
        if (ts.isObjectLiteralExpression(property.initializer)) values(property.initializer);
        else strings(property.initializer);
      } else strings(property);
    }
  };
  const visit = (node) => {
    if ((ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) && isDe(node.name) && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      values(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every informal German string of the catalogues under the directories: `{ file, line, text }`. */
export function informalGerman(dirs, base = process.cwd()) {
  return scanSources(dirs, isCatalogue, informalGermanInSource, base);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('Usage: node scripts/find-informal-german.mjs <dir...>');
    process.exit(2);
  }
  const hits = informalGerman(dirs);
  for (const hit of hits) console.log(`${hit.file}:${hit.line}: ${hit.text}`);
  process.exit(hits.length > 0 ? 1 : 0);
}
