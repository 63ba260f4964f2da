// The walk the source checks share (find-jsx-english.mjs, find-informal-german.mjs): the files
// under some directories whose name a check wants (node_modules and dist skipped), each scanned for
// hits, every hit with its file relative to a root.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir, wanted) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

/** `scan(path, source)`'s hits in every wanted file under the directories, each with `file` relative to `root`. */
export function scanSources(dirs, wanted, scan, root = process.cwd()) {
  return dirs.flatMap((dir) => filesUnder(dir, wanted).flatMap((path) => scan(path, readFileSync(path, 'utf8')).map((hit) => ({ file: relative(root, path), ...hit }))));
}
