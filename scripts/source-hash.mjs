import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'scripts', 'package-lock.json', 'vite.config.ts', 'mikro-orm.config.ts', 'tsconfig.json'];

function walk(entry, files) {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return;
  if (info.isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), files);
  } else {
    files.push(entry);
  }
}

/** Hash of everything the build reads: a changed hash means the build is stale. */
export function sourceHash() {
  const files = [];
  for (const input of INPUTS) walk(input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
