import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone holds only the repository: a file that cites a document outside it (the design notes the
// project grew from, or the spec's folder beside the repository) points its reader at nothing. Cite
// the spec by section ("spec 000 §9") or say the reason in place. This file spells the names it looks
// for in pieces, so that it does not find itself.
const root = resolve(import.meta.dirname, '../..');
const DESIGN_NOTES = ['DESIGN', 'md'].join('.');
const SHARED = ['..', 'shared', ''].join('/');

const designNotes = /\bDESIGN\.md\b/g;
/** A relative path into a folder named `shared`: fine when that folder is one of the repository's. */
const sharedPath = /((?:\.\.\/)+)shared\//g;

/** Each reference of `text` (the file at `path`, relative to `root`) to a document outside the repository, as "path:line: what". */
function outsideReferences(path: string, text: string): string[] {
  const found: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(designNotes)) found.push(`${path}:${lineOf(match.index)}: ${match[0]}`);
  for (const match of text.matchAll(sharedPath)) {
    const folder = resolve(root, dirname(path), match[1], 'shared');
    const inRepository = folder.startsWith(root + sep) && existsSync(folder) && statSync(folder).isDirectory();
    if (!inRepository) found.push(`${path}:${lineOf(match.index)}: ${match[0]} (${relative(root, folder)} is no folder of the repository)`);
  }
  return found;
}

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.split('\0').filter((path) => path && existsSync(resolve(root, path)));
}

describe('no tracked file cites a document outside the repository', () => {
  it('finds no citation of the design notes and no relative path into a shared folder outside the repository', () => {
    const found = trackedFiles().flatMap((path) => {
      const bytes = readFileSync(resolve(root, path));
      if (bytes.includes(0)) return []; // binary: images, fonts, archives
      return outsideReferences(path, bytes.toString('utf8'));
    });
    expect(found).toEqual([]);
  });

  it('would find both kinds, and leaves a shared folder of the repository alone', () => {
    const widget = 'packages/widgets/src/widgets/hydration-tracker/hydration-tracker.tsx';
    expect(outsideReferences(widget, `// see ${DESIGN_NOTES}\nimport { x } from '${SHARED}widget-shell';`)).toEqual([`${widget}:1: ${DESIGN_NOTES}`]);
    expect(outsideReferences('docs/ARCHITECTURE.md', `The spec:\n\`${SHARED}spec/\`.`)).toEqual([`docs/ARCHITECTURE.md:2: ${SHARED} (shared is no folder of the repository)`]);
  });
});
