import { Badge, Group } from '@mantine/core';
import type { ImportCounts as Counts } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';

type CountKey = Exclude<keyof Counts, 'rows'>;

const countColors: Record<CountKey, string> = {
  new: 'green',
  update: 'blue',
  unchanged: 'gray',
  skip: 'gray',
  errors: 'red',
  empty: 'gray',
};
const countKeys = Object.keys(countColors) as CountKey[];
/** The kinds a recruiter acts on: filled when there are any. */
const emphasised: readonly CountKey[] = ['new', 'update', 'errors'];

/**
 * What the check found (or the import did), one badge per kind of row: new, to update, unchanged,
 * skipped, with errors, empty. A list, so a screen reader counts its items.
 */
export function ImportCounts(props: { counts: Counts }) {
  const { t } = useTranslation();
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('candidates.candidate_import.check.counts_label')}
    >
      {countKeys.map((key) => (
        <li key={key}>
          <Badge
            size="lg"
            color={countColors[key]}
            variant={emphasised.includes(key) && props.counts[key] > 0 ? 'filled' : 'light'}
            tt="none"
            data-testid={`import-count-${key}`}
          >
            {t('candidates.candidate_import.check.count', {
              label: t(`candidates.candidate_import.check.counts.${key}`),
              count: props.counts[key],
            })}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
