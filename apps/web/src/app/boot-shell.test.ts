import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe('boot shell (docs/performance.md#cold-load)', () => {
  it('paints a branded shell without scripts, beside #root so React does not replace it', () => {
    document.documentElement.innerHTML = html.replace(/<script[\s\S]*?<\/script>/g, '');
    const shell = document.querySelector('.boot-shell');
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(shell?.previousElementSibling?.id).toBe('root');
    expect(shell?.textContent).toBe('');
    expect(document.querySelector('style')?.textContent).toContain('#root:not(:empty) + .boot-shell');
  });

  it('is hidden once the app has rendered into #root', () => {
    document.documentElement.innerHTML = html.replace(/<script[\s\S]*?<\/script>/g, '');
    const shell = document.querySelector('.boot-shell');
    if (!shell) throw new Error('no shell');
    expect(getComputedStyle(shell).display).not.toBe('none');
    document.getElementById('root')?.append(document.createElement('main'));
    expect(getComputedStyle(shell).display).toBe('none');
  });
});
