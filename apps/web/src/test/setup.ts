import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n, { loadAppTexts, loadLanguage } from '../lib/i18n';
import { offlineDrafts } from '../lib/offline-drafts';

// both languages' texts, as the app has them once a page is loaded (tests switch to English with
// i18n.changeLanguage)
await Promise.all((['es', 'en'] as const).flatMap((lang) => [loadLanguage(lang), loadAppTexts(lang)]));
// tests start in Spanish whatever language jsdom's navigator asks for (the app follows the browser)
await i18n.changeLanguage('es');

// The vmThreads pool gives each file a fresh context without Node's web streams, which the mock
// service worker needs (docs/performance.md, "Test suite").
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});

// Role queries skip the inaccessibility check (a computed style per element and ancestor), which made
// them the slowest part of the web tests: the large forms' files ran 3–4 times faster without it
// (docs/performance.md, "Test suite"). Mantine unmounts closed modals, menus and popovers, so queries
// still see what a user sees there; a test of something merely hidden asserts its style or attribute.
configure({
  defaultHidden: true,
  // waitFor and findBy give a busy CI machine 3 s instead of 1 before they fail (a passing wait ends
  // as soon as its condition holds: this only lengthens a failure)
  asyncUtilTimeout: 3000,
});

// Mantine needs these browser APIs, which jsdom does not have. As in a browser, the empty media query
// matches (mantine-datatable shows a column whose `visibleMediaQuery` is unset through it).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: query.trim() === '',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // offline drafts are the browser's, like its storage: none left for the next test
  await offlineDrafts.clearForTests();
});
