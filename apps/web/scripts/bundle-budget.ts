/**
 * Bundle budget (docs/performance.md): the JavaScript the login route loads first must stay under
 * 200 kB gzip (the Spanish texts and the login page are in the entry), and every other route must
 * load lazily. Also counts what a signed-in page loads beyond the entry (src/build/chunk-plan.ts):
 * a few chunks, not the 80–130 of rolldown's own splitting. Reads Vite's manifest of the last build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const byEnding = (ending: string) => Object.keys(manifest).find((key) => key.endsWith(ending));

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('build the web app first (npm run build -w @rp/web)');
// the login page is in the entry (app/pages.ts); were it a chunk of its own, it would count here
const login = byEnding('login-page.tsx');
const entryChunks = closure([entry]);
const loginChunks = closure(login ? [entry, login] : [entry]);
const total = [...loginChunks].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
const lazyPages = Object.keys(manifest).filter((key) => /routes\/.+-page\.tsx$/.test(key));
const eagerPages = lazyPages.filter((key) => entryChunks.has(key));

console.log('Login route initial JS (gzip):');
for (const key of loginChunks)
  console.log(
    `  ${(manifest[key]?.file ?? '').padEnd(48)} ${gzipKb(manifest[key]?.file ?? '').toFixed(1)} kB`,
  );
console.log(
  `  total ${total.toFixed(1)} kB (budget 200 kB) → ${total < 200 ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(`Pages: ${lazyPages.length} lazy chunks, ${eagerPages.length} in the entry chunk`);

// what a signed-in page loads beyond the entry: the layout, the page, their shared chunks, the texts
const layout = byEnding('app/layouts/app-layout.tsx');
const texts = byEnding('i18n/app-es.ts');
for (const [name, page] of [
  ['home', 'routes/home/home-page.tsx'],
  ['status page', 'routes/requirements/direct-status-page.tsx'],
] as const) {
  const key = byEnding(page);
  if (!key || !layout) continue;
  const chunks = [...closure([layout, key, ...(texts ? [texts] : [])])].filter((k) => !entryChunks.has(k));
  const kb = chunks.reduce((sum, k) => sum + gzipKb(manifest[k]?.file ?? ''), 0);
  console.log(`Signed-in ${name}: ${chunks.length} chunks beyond the entry, ${kb.toFixed(1)} kB gzip`);
}
