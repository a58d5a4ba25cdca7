import { formatNumberInput } from '@rp/contract/rules/number';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The English names mantine-datatable gives its sort icons (it has no prop for them) and our keys. */
const sortIconKeys = {
  'Sorted ascending': 'common.controls.sorted_ascending',
  'Sorted descending': 'common.controls.sorted_descending',
  'Not sorted': 'common.controls.not_sorted',
} as const;
type LibraryLabel = keyof typeof sortIconKeys;
const isLibraryLabel = (label: string | null): label is LibraryLabel =>
  label !== null && Object.hasOwn(sortIconKeys, label);

/**
 * A mantine-datatable's controls named in the page's language: the pagination's previous/next
 * buttons through its prop, and the sort icons — part of each sortable header's name ("Código
 * Sorted ascending") and named in English by the library — renamed in the DOM under `ref` whenever
 * the table writes them (the original is kept in `data-library-label`, so a change of language
 * renames them again).
 */
export function useDataTableLabels<E extends HTMLElement = HTMLDivElement>() {
  const { t } = useTranslation();
  const ref = useRef<E>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const rename = () => {
      for (const element of root.querySelectorAll<HTMLElement>('[aria-label]')) {
        const label = element.getAttribute('aria-label');
        if (isLibraryLabel(label)) element.dataset.libraryLabel = label;
        const original = element.dataset.libraryLabel;
        if (!isLibraryLabel(original ?? null)) continue;
        const name = t(sortIconKeys[original as LibraryLabel]);
        if (label !== name) element.setAttribute('aria-label', name);
      }
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [t]);

  const getPaginationControlProps = useMemo(() => pageControlLabels(t), [t]);

  return { ref, getPaginationControlProps };
}

/** A pagination's previous and next buttons named in the page's language (the others are numbers). */
export const pageControlLabels =
  (t: TFunction) =>
  (control: string): Record<string, string> =>
    control === 'previous'
      ? { 'aria-label': t('common.controls.previous_page') }
      : control === 'next'
        ? { 'aria-label': t('common.controls.next_page') }
        : {};

/**
 * The paging line of a list ("26–50 de 1,204", an estimated total "de ~12,000"), numbers grouped as
 * the reader writes them; for mantine-datatable's and `CardsPaging`'s `recordsText`.
 */
export function recordsText(t: TFunction, isEstimated: boolean | undefined) {
  return ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    t(isEstimated ? 'common.table.records_estimated' : 'common.table.records', {
      from: formatNumberInput(from, 'amount'),
      to: formatNumberInput(to, 'amount'),
      total: formatNumberInput(totalRecords, 'amount'),
    });
}
