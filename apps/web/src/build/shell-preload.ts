import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

/**
 * The signed-in shell's chunks asked for with the page, not after the entry has run (docs/performance.md,
 * "Cold load"). A small script, loaded `async` from the page's head (the CSP allows scripts of the
 * app's own origin only, never inline ones), adds a `modulepreload` link for each of the chunks every
 * signed-in page loads (the shared chunks of src/build/chunk-plan.ts and the layout's) and their
 * stylesheets — when a session is stored and the address is not the login page nor a page of the
 * public or approval layouts. They then download while the browser parses and runs the entry, and
 * the router finds them loaded (Vite's loader skips a stylesheet already in the page).
 */
export type ShellPreloadOptions = {
  /** Chunk names (src/build/chunk-plan.ts) and the layout module (its path ends so) to preload. */
  chunks: readonly string[];
  layout: string;
  /** localStorage keys of which one holds a stored session (lib/session.ts). */
  sessionKeys: readonly string[];
  /** Route paths (router syntax) that never open the shell: the login page, the public and approval pages. */
  outsidePaths: readonly string[];
  /** Each page's route path and module (src/app/pages.ts, `pageModules`): its chunk is asked for too. */
  pages?: readonly PageModulePath[];
  /** The signed-in pages' texts: their chunks' names by language, and the stored language's key. */
  texts?: { chunks: Readonly<Record<string, string>>; langKey: string };
};

export type PageModulePath = { path: string; module: string };

/**
 * The page modules of src/app/pages.ts (`'route-name': () => import('./routes/…')`) with their route
 * paths: what the preload needs to ask for a page's own chunk with the shell's.
 */
export function pageModules(
  pagesSource: string,
  routes: readonly { name: string; path: string }[],
): PageModulePath[] {
  const found: PageModulePath[] = [];
  for (const match of pagesSource.matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)) {
    const route = routes.find((r) => r.name === match[1]);
    if (route) found.push({ path: route.path, module: `src/app/${match[2]}.tsx` });
  }
  // fixed paths before those with parameters, as the router ranks them
  return found.sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
}

/** A route path (`/approve/:id_key`) as a pattern of the whole address path. */
export function pathPattern(path: string): string {
  const parts = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${parts.join('/')}/?$`;
}

/** The script's text: plain ES5 the browser runs as it is. */
export function shellPreloadScript(options: {
  scripts: readonly string[];
  styles: readonly string[];
  sessionKeys: readonly string[];
  outsidePaths: readonly string[];
  /** Per page (fixed paths first): its path, its chunk and the chunks it imports, its stylesheets. */
  pages?: readonly { path: string; scripts: readonly string[]; styles: readonly string[] }[];
  /** The texts' chunk per language, the stored language's key; else the browser's first es/en, else es. */
  texts?: { files: Readonly<Record<string, string>>; langKey: string };
}): string {
  const data = JSON.stringify({
    scripts: options.scripts,
    styles: options.styles,
    keys: options.sessionKeys,
    outside: options.outsidePaths.map(pathPattern),
    pages: (options.pages ?? []).map((page) => ({
      p: pathPattern(page.path),
      s: page.scripts,
      c: page.styles,
    })),
    texts: options.texts ?? null,
  });
  return `(function(d){try{var p=location.pathname,s=false,i,j,h=document.head;for(i=0;i<d.keys.length;i++)if(localStorage.getItem(d.keys[i]))s=true;if(!s)return;for(i=0;i<d.outside.length;i++)if(new RegExp(d.outside[i]).test(p))return;var c=d.styles.slice(),m=d.scripts.slice();for(i=0;i<d.pages.length;i++)if(new RegExp(d.pages[i].p).test(p)){c=c.concat(d.pages[i].c);m=m.concat(d.pages[i].s);break}if(d.texts){var g=localStorage.getItem(d.texts.langKey),b=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];if(g!=='es'&&g!=='en'){g='es';for(j=0;j<b.length;j++){var x=String(b[j]).toLowerCase().slice(0,2);if(x==='es'||x==='en'){g=x;break}}}if(d.texts.files[g])m.push(d.texts.files[g])}c.forEach(function(f){var l=document.createElement('link');l.rel='stylesheet';l.href=f;h.appendChild(l)});m.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;h.appendChild(l)})}catch(e){}})(${data});\n`;
}

const isChunk = (item: Rolldown.OutputChunk | Rolldown.OutputAsset): item is Rolldown.OutputChunk =>
  item.type === 'chunk';

export function shellPreload(options: ShellPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'rp:shell-preload',
    apply: 'build',
    // after Vite has written index.html into the bundle
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle)
        .filter(isChunk)
        .filter(
          (chunk) =>
            options.chunks.includes(chunk.name) ||
            (chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(options.layout)),
        );
      const html = bundle['index.html'];
      if (chunks.length === 0 || !html || html.type !== 'asset') return;
      const all = Object.values(bundle).filter(isChunk);
      const shellFiles = new Set(chunks.map((chunk) => chunk.fileName));
      const cssOf = (chunk: Rolldown.OutputChunk) =>
        [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `${base}${css}`);
      // a page's own chunk and what it imports beyond the entry and the shell's chunks
      const pages = (options.pages ?? []).flatMap((page) => {
        const chunk = all.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(page.module));
        if (!chunk) return [];
        const own = [
          chunk,
          ...chunk.imports
            .filter((file) => !shellFiles.has(file))
            .map((file) => bundle[file])
            .filter(
              (item): item is Rolldown.OutputChunk => item !== undefined && isChunk(item) && !item.isEntry,
            ),
        ];
        return [
          {
            path: page.path,
            scripts: own.map((c) => `${base}${c.fileName}`),
            styles: own.flatMap(cssOf).filter((css) => !chunks.some((c) => cssOf(c).includes(css))),
          },
        ];
      });
      const textFiles = Object.fromEntries(
        Object.entries(options.texts?.chunks ?? {}).flatMap(([lang, name]) => {
          const chunk = all.find((c) => c.name === name);
          return chunk ? [[lang, `${base}${chunk.fileName}`]] : [];
        }),
      );
      const source = shellPreloadScript({
        scripts: chunks.map((chunk) => `${base}${chunk.fileName}`),
        styles: chunks.flatMap(cssOf),
        sessionKeys: options.sessionKeys,
        outsidePaths: options.outsidePaths,
        pages,
        texts: options.texts ? { files: textFiles, langKey: options.texts.langKey } : undefined,
      });
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/shell-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      // first in the head: it runs as soon as it arrives, beside the entry's download
      html.source = String(html.source).replace(
        '<head>',
        `<head>\n    <script async src="${base}${fileName}"></script>`,
      );
    },
  };
}
