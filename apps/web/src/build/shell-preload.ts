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
};

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
}): string {
  const data = JSON.stringify({
    scripts: options.scripts,
    styles: options.styles,
    keys: options.sessionKeys,
    outside: options.outsidePaths.map(pathPattern),
  });
  return `(function(d){try{var p=location.pathname,s=false,i;for(i=0;i<d.keys.length;i++)if(localStorage.getItem(d.keys[i]))s=true;if(!s)return;for(i=0;i<d.outside.length;i++)if(new RegExp(d.outside[i]).test(p))return;var h=document.head;d.styles.forEach(function(f){var l=document.createElement('link');l.rel='stylesheet';l.href=f;h.appendChild(l)});d.scripts.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;h.appendChild(l)})}catch(e){}})(${data});\n`;
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
      const source = shellPreloadScript({
        scripts: chunks.map((chunk) => `${base}${chunk.fileName}`),
        styles: chunks.flatMap((chunk) =>
          [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `${base}${css}`),
        ),
        sessionKeys: options.sessionKeys,
        outsidePaths: options.outsidePaths,
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
