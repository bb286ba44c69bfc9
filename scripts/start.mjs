// npm start: build when the sources changed since the last build, then serve
// the production server (embedded PostgreSQL, migrations and seed included).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sourceHash } from './source-hash.mjs';

const built = ['dist/.build-hash', 'dist/server/index.js', 'dist/ssr/entry-server.js'].every((file) => existsSync(file));
const current = built ? readFileSync('dist/.build-hash', 'utf8') : '';
if (current !== sourceHash()) {
  console.log('building the site (first start or sources changed)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/index.js');
