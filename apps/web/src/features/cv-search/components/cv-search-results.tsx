import { Alert, Anchor, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { CvSearchRow } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { formatNumberInput } from '@rp/contract/rules/number';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvSearchResultsProps } from '../../../components/cv-search/cv-search-in';
import { CardsPaging } from '../../../components/data-table/record-cards';
import { recordsText } from '../../../components/data-table/table-labels';
import { apiErrorLines } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/api-client';
import { categoryLabel } from '../../../lib/labels';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { useSearchCvs } from '../api/search-cvs';
import { CvSnippet } from './cv-snippet';

const pageSizes = [10, 25, 50, 100];
const defaultPageSize = 25;

/**
 * The message of a search the server refuses (a 400): a search with no word in it (`q`) asks for
 * one; anything else says what the server said.
 */
function refusedSearch(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const nested = error.data.errors;
  const fields = typeof nested === 'object' && nested !== null ? nested : error.data;
  return 'q' in fields ? t('candidates.cv_search.no_words') : apiErrorLines(error, t).join(' ');
}

/**
 * The candidates whose CVs or documents say what was typed (GET candidates/cv_search/, issue 30),
 * best match first, paged by the server: each as a card — the name (a link to the candidate), CURP,
 * phone, category, the blacklist badge — with the snippet of its best match and a button to open
 * the file at that page. Cards at every width: a phone's 390 px and a desktop's alike, never wider
 * than the screen. A search the server refuses is told to `onSearchError` (under the search box).
 */
export function CvSearchResults(props: CvSearchResultsProps) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(defaultPageSize);
  // the page belongs to the search it was chosen under: another search starts again at page 1
  const searchKey = JSON.stringify([props.q, props.filters]);
  const [paging, setPaging] = useState({ page: 1, searchKey });
  const page = paging.searchKey === searchKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, searchKey });
  const query = useSearchCvs({ q: props.q, page, page_size: pageSize, ...props.filters });
  const categories = useResourceOptions(resources.categories, { ordering: 'code' });
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, categoryLabel(t, category)])),
    [categories.data, t],
  );

  const refused = props.q ? refusedSearch(query.error, t) : null;
  const { onSearchError } = props;
  useEffect(() => onSearchError(refused), [refused, onSearchError]);
  useEffect(() => () => onSearchError(null), [onSearchError]);

  if (!props.q || refused) return <SearchHelp prompt={!refused} />;
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('candidates.cv_search.error')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  if (!query.data)
    return (
      <Center mih={120}>
        <Loader type="dots" role="status" aria-label={t('common.table.loading')} />
      </Center>
    );
  const { data: rows, elements, estimated } = query.data;
  if (elements === 0 || rows.length === 0)
    return (
      <Center mih={120}>
        <Stack gap={4} align="center" ta="center">
          <Text fw={500}>{t('candidates.cv_search.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('candidates.cv_search.empty_hint')}
          </Text>
        </Stack>
      </Center>
    );
  return (
    <Stack gap="sm" aria-busy={query.isPlaceholderData || undefined}>
      {/* a broad search's count is an estimate (scaled from the newest files): "About 1,200 …" */}
      <Text size="sm" fw={500} role="status">
        {t(estimated ? 'candidates.cv_search.found_estimated' : 'candidates.cv_search.found', {
          count: elements,
          total: formatNumberInput(elements, 'amount'),
        })}
      </Text>
      <Stack gap="xs" style={{ opacity: query.isPlaceholderData ? 0.6 : undefined }}>
        {rows.map((row) => (
          <CvSearchCard
            key={row.id}
            row={row}
            href={props.hrefOf(row)}
            category={categoryNames.get(row.category) ?? row.category}
          />
        ))}
      </Stack>
      <CardsPaging
        page={page}
        pageSize={pageSize}
        total={elements}
        pageSizes={pageSizes}
        recordsText={recordsText(t, estimated)}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}

/** Before a search (or after one with no word): what to type and how. */
function SearchHelp(props: { prompt: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        {props.prompt && <Text size="sm">{t('candidates.cv_search.prompt')}</Text>}
        <Text size="sm" c="dimmed">
          {t('candidates.cv_search.syntax')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** One candidate found: who, and where the CV says it. */
function CvSearchCard(props: { row: CvSearchRow; href: string | null; category: ReactNode }) {
  const { t } = useTranslation();
  const { row } = props;
  const fields = [
    { key: 'curp', label: t('candidates.fields.curp'), value: row.curp },
    { key: 'phone_number', label: t('candidates.fields.phone_number'), value: row.phone_number },
    { key: 'category', label: t('candidates.fields.category'), value: props.category },
  ].filter((field) => field.value !== null && field.value !== '');
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={row.full_name}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Box miw={0} fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {props.href ? (
              <Anchor component={Link} to={props.href} fw={500}>
                {row.full_name}
              </Anchor>
            ) : (
              row.full_name
            )}
          </Box>
          {row.is_black_list && (
            <Badge color="dark" variant="filled">
              {t('candidates.blacklisted')}
            </Badge>
          )}
        </Group>
        {fields.length > 0 && (
          // side by side as wide as each needs (a whole CURP on a phone), wrapping when they do not fit
          <Group
            wrap="wrap"
            align="flex-start"
            style={{ rowGap: 'var(--mantine-spacing-xs)', columnGap: 'var(--mantine-spacing-xl)' }}
          >
            {fields.map((field) => (
              <Box key={field.key} miw={0} maw="100%">
                <Text size="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </Box>
            ))}
          </Group>
        )}
        <CvSnippet match={row.cv_match} />
      </Stack>
    </Paper>
  );
}
