import { Anchor, Badge, Button, TextInput } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { candidateGenres, candidateStatuses } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { birthdateRange } from '@rp/contract/rules/candidate';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type CvSearchResultsView, useCvSearchIn } from '../../../components/cv-search/cv-search-in';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { IntegerField } from '../../../components/form/decimal-field';
import { CatalogSelect } from '../../../components/form/resource-select';
import { Page } from '../../../components/layout/page';
import { categoryLabel } from '../../../lib/labels';
import { type CandidateListKind, useCandidateCategories } from '../api/get-candidate-categories';
import { CandidateAvatar } from './candidate-avatar';
import { candidateHref, candidateNewHref } from './candidate-links';
import { CandidateStatusModal } from './candidate-status-modal';

type Filters = {
  status: Candidate['status'] | null;
  category: string | null;
  genre: NonNullable<Candidate['genre']> | null;
  ageFrom: number | null;
  ageTo: number | null;
  scholarLevel: number | null;
  englishLevel: number | null;
  recruitmentSource: number | null;
  city: string;
  state: string;
  isBlackList: 'true' | 'false' | null;
};

const noFilters: Filters = {
  status: null,
  category: null,
  genre: null,
  ageFrom: null,
  ageTo: null,
  scholarLevel: null,
  englishLevel: null,
  recruitmentSource: null,
  city: '',
  state: '',
  isBlackList: null,
};

/**
 * The candidates of one list (direct/indirect or administrative), with its filters. With `cvSearch`
 * (the cv-search feature's results, given by the page) the search box can search the candidates'
 * CVs instead, narrowed by the list's categories and its blacklist filter (issue 30).
 */
export function CandidateList(props: {
  kind: CandidateListKind;
  title: string;
  cvSearch?: CvSearchResultsView;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [statusOf, setStatusOf] = useState<Candidate | null>(null);
  const { categories } = useCandidateCategories(props.kind);
  const categoryNames = useMemo(
    () => new Map(categories.map((category) => [category.id, categoryLabel(t, category)])),
    [categories, t],
  );
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const categoryIds = filters.category ? [filters.category] : categories.map((category) => category.id);
  // an impossible id until the categories load, so the list never shows other lists' rows
  const categoryIn = categoryIds.length ? categoryIds.join(',') : '0';

  const hrefOf = (row: Candidate) => candidateHref(props.kind, row.id);
  const searchIn = useCvSearchIn({
    list: props.kind,
    results: props.cvSearch,
    listLabel: t('candidates.cv_search.in_details'),
    filters: { category__in: categoryIn, is_black_list: filters.isBlackList ?? undefined },
    hrefOf,
    hint: t('candidates.cv_search.filters_hint'),
  });
  // in the CVs only the category and blacklist filters apply: the others are not shown meanwhile
  const inCvs = searchIn?.results !== undefined;

  return (
    <Page
      title={props.title}
      actions={
        <Button component={Link} to={candidateNewHref(props.kind)} leftSection={<IconPlus size={16} />}>
          {t('candidates.new')}
        </Button>
      }
    >
      <ResourceTable
        resource={resources.candidates}
        rowName={(row) => row.full_name}
        defaultOrdering="-id"
        searchIn={searchIn}
        filters={{
          category__in: categoryIn,
          status: filters.status ?? undefined,
          genre: filters.genre ?? undefined,
          ...birthdateRange(filters.ageFrom, filters.ageTo, dayjs().format('YYYY-MM-DD')),
          scholar_level: filters.scholarLevel ?? undefined,
          english_level: filters.englishLevel ?? undefined,
          recruitment_source: filters.recruitmentSource ?? undefined,
          city: filters.city.trim() || undefined,
          state: filters.state.trim() || undefined,
          is_black_list: filters.isBlackList ?? undefined,
        }}
        onClearFilters={isFiltered ? () => setFilters(noFilters) : undefined}
        onRowClick={(row) => navigate(hrefOf(row))}
        toolbar={
          <>
            {!inCvs && (
              <FilterSelect
                label={t('candidates.fields.status')}
                w={130}
                value={filters.status}
                onChange={(value) => set('status', value)}
                options={candidateStatuses.map((status) => ({
                  value: status,
                  label: t(`candidates.statuses.${status}`),
                }))}
              />
            )}
            <FilterSelect
              label={t('candidates.fields.category')}
              w={170}
              value={filters.category}
              onChange={(value) => set('category', value)}
              options={categories.map((category) => ({
                value: String(category.id),
                label: categoryLabel(t, category),
              }))}
            />
            {!inCvs && (
              <>
                <FilterSelect
                  label={t('candidates.fields.genre')}
                  w={130}
                  value={filters.genre}
                  onChange={(value) => set('genre', value)}
                  options={candidateGenres.map((genre) => ({
                    value: genre,
                    label: t(`candidates.genres.${genre}`),
                  }))}
                />
                <IntegerField
                  aria-label={t('candidates.filters.age_from')}
                  placeholder={t('candidates.filters.age_from')}
                  w={120}
                  value={filters.ageFrom ?? ''}
                  onChange={(value) => set('ageFrom', typeof value === 'number' ? value : null)}
                />
                <IntegerField
                  aria-label={t('candidates.filters.age_to')}
                  placeholder={t('candidates.filters.age_to')}
                  w={120}
                  value={filters.ageTo ?? ''}
                  onChange={(value) => set('ageTo', typeof value === 'number' ? value : null)}
                />
                <CatalogSelect
                  clasId={2}
                  aria-label={t('candidates.fields.scholar_level')}
                  placeholder={t('candidates.fields.scholar_level')}
                  w={170}
                  value={filters.scholarLevel}
                  onChange={(value) => set('scholarLevel', value)}
                />
                <CatalogSelect
                  clasId={8}
                  aria-label={t('candidates.fields.english_level')}
                  placeholder={t('candidates.fields.english_level')}
                  w={160}
                  value={filters.englishLevel}
                  onChange={(value) => set('englishLevel', value)}
                />
                <CatalogSelect
                  clasId={9}
                  aria-label={t('candidates.fields.recruitment_source')}
                  placeholder={t('candidates.fields.recruitment_source')}
                  w={190}
                  value={filters.recruitmentSource}
                  onChange={(value) => set('recruitmentSource', value)}
                />
                <TextInput
                  aria-label={t('candidates.fields.city')}
                  placeholder={t('candidates.fields.city')}
                  w={140}
                  value={filters.city}
                  onChange={(event) => set('city', event.currentTarget.value)}
                />
                <TextInput
                  aria-label={t('candidates.fields.state')}
                  placeholder={t('candidates.fields.state')}
                  w={140}
                  value={filters.state}
                  onChange={(event) => set('state', event.currentTarget.value)}
                />
              </>
            )}
            <FilterSelect<'true' | 'false'>
              label={t('candidates.filters.blacklisted')}
              w={140}
              value={filters.isBlackList}
              onChange={(value) => set('isBlackList', value)}
              options={[
                { value: 'true', label: t('candidates.filters.yes') },
                { value: 'false', label: t('candidates.filters.no') },
              ]}
            />
          </>
        }
        columns={[
          {
            accessor: 'photo_path',
            title: t('candidates.fields.photo'),
            width: 64,
            render: (row) => (
              <CandidateAvatar
                photoId={row.photo_path}
                name={`${row.names} ${row.last_name}`}
                alt={t('candidates.photo.alt', { name: row.full_name })}
                size="sm"
              />
            ),
          },
          {
            accessor: 'last_name',
            title: t('candidates.fields.full_name'),
            priority: 'key',
            sortable: true,
            render: (row) => (
              <Anchor component={Link} to={hrefOf(row)} onClick={(event) => event.stopPropagation()}>
                {row.full_name}
              </Anchor>
            ),
          },
          { accessor: 'curp', title: t('candidates.fields.curp'), sortable: true },
          { accessor: 'phone_number', title: t('candidates.fields.phone_number'), sortable: true },
          { accessor: 'email', title: t('candidates.fields.email'), priority: 'secondary', sortable: true },
          {
            accessor: 'category',
            title: t('candidates.fields.category'),
            // category, status and blacklisted are filters above the list, not sorts (docs/decisions.md
            // "A header sorts from an index")
            render: (row) => categoryNames.get(row.category) ?? row.category,
          },
          {
            accessor: 'age',
            title: t('candidates.fields.age'),
            sortable: true,
            // older first is an earlier birthdate: the age sorts against the birthdate
            sortKey: '-birthdate',
            render: (row) => row.age_label ?? '',
          },
          {
            accessor: 'status',
            title: t('candidates.fields.status'),
            priority: 'key',
            render: (row) => (
              <Badge
                component="button"
                type="button"
                color={row.status === 'Active' ? 'green' : 'gray'}
                variant="light"
                style={{ cursor: 'pointer' }}
                // the name starts with the visible status (WCAG 2.5.3 label in name)
                aria-label={t('candidates.status_modal.badge', {
                  name: row.full_name,
                  status: t(`candidates.statuses.${row.status}`),
                })}
                onClick={(event) => {
                  event.stopPropagation();
                  setStatusOf(row);
                }}
              >
                {t(`candidates.statuses.${row.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'is_black_list',
            title: t('candidates.fields.is_black_list'),
            priority: 'key',
            render: (row) =>
              row.is_black_list ? (
                <Badge color="dark" variant="filled">
                  {t('candidates.blacklisted')}
                </Badge>
              ) : null,
          },
        ]}
      />
      <CandidateStatusModal candidate={statusOf} onClose={() => setStatusOf(null)} />
    </Page>
  );
}
