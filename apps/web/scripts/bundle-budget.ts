/**
 * Bundle budget (docs/performance.md): the JavaScript the login route loads first must stay under
 * 200 kB gzip (the Spanish texts are in the entry), and every other route must load lazily. Reads
 * Vite's manifest of the last build.
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

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const login = Object.keys(manifest).find((key) => key.endsWith('login-page.tsx'));
if (!entry || !login) throw new Error('build the web app first (npm run build -w @rp/web)');
const loginChunks = closure([entry, login]);
const total = [...loginChunks].reduce((sum, key) => sum + gzipKb(manifest[key]?.file ?? ''), 0);
const lazyPages = Object.keys(manifest).filter((key) => /routes\/.+-page\.tsx$/.test(key));
const eagerPages = lazyPages.filter((key) => closure([entry]).has(key));

console.log('Login route initial JS (gzip):');
for (const key of loginChunks)
  console.log(
    `  ${(manifest[key]?.file ?? '').padEnd(48)} ${gzipKb(manifest[key]?.file ?? '').toFixed(1)} kB`,
  );
console.log(
  `  total ${total.toFixed(1)} kB (budget 200 kB) → ${total < 200 ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(`Pages: ${lazyPages.length} lazy chunks, ${eagerPages.length} in the entry chunk`);
