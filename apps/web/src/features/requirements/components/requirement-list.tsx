import { Anchor, Box, Button, Text } from '@mantine/core';
import { codeOrId, formatDate } from '@rp/contract';
import type { Requirement } from '@rp/contract/entities';
import { requirementStatuses } from '@rp/contract/enums';
import { localizedName } from '@rp/contract/rules/names';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { PlaceFilters } from '../../../components/data-table/place-filters';
import { Page } from '../../../components/layout/page';
import { useRequirementFilterChoices } from '../../../lib/requirement-filter-choices';
import { useAddressFilters } from '../../../lib/use-address-filters';
import {
  noRequirementFilters,
  type RequirementListFilters,
  type RequirementStatusFilter,
  requirementFiltersFromSearch,
  requirementFiltersToSearch,
  requirementListParams,
  requirementListPath,
} from '../api/get-requirements';
import { requirementHref, requirementNewHref } from './requirement-links';
import { PastDueBadge, RequirementStatusBadge } from './requirement-status-badge';

const requirementFilterCodec = {
  parse: requirementFiltersFromSearch,
  serialize: requirementFiltersToSearch,
  empty: () => noRequirementFilters,
};

/** The direct-process requirements with server paging, search, sorting, filters and export. */
export function RequirementList(props: { title: string; preset?: RequirementListFilters }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // a page with a preset keeps the filters itself; the plain list keeps them in the address, so a
  // board's figure links to the rows it counts
  const isInAddress = props.preset === undefined;
  const address = useAddressFilters(requirementFilterCodec);
  const [local, setLocal] = useState<RequirementListFilters>(props.preset ?? noRequirementFilters);
  const filters = isInAddress ? address.values : local;
  // each change is a patch on the latest filters (two quick choices both stay)
  const patch = (change: Partial<RequirementListFilters>) =>
    isInAddress ? address.update(change) : setLocal((previous) => ({ ...previous, ...change }));
  const choices = useRequirementFilterChoices().data;
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(noRequirementFilters);
  const companyName = (row: Requirement) =>
    localizedName({ es: row.company_name, en: row.company_name_en }, i18n.language);
  const count = (
    key: 'total_positions' | 'accepted_positions' | 'hired_positions' | 'open_positions' | 'candidates',
    priority?: 'key' | 'secondary',
  ) => ({
    accessor: key,
    title: t(`requirements.fields.${key}`),
    sortable: true,
    textAlign: 'right' as const,
    priority,
  });

  return (
    <Page
      title={props.title}
      actions={
        <Button
          component={Link}
          to={requirementNewHref(filters.company)}
          leftSection={<IconPlus size={16} />}
        >
          {t('requirements.new')}
        </Button>
      }
    >
      <ResourceTable
        resource={requirementListPath}
        defaultOrdering="-requeriment_date"
        filters={requirementListParams(filters)}
        onClearFilters={isFiltered ? () => patch(noRequirementFilters) : undefined}
        onRowClick={(row) => navigate(requirementHref(row.id))}
        rowName={(row) => codeOrId(row.code, row.id)}
        details={(row) =>
          row.details ? (
            <Box>
              <Text size="xs" c="dimmed">
                {t('requirements.tabs.details')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {row.details}
              </Text>
            </Box>
          ) : null
        }
        toolbar={
          <>
            <PlaceFilters
              choices={choices}
              value={filters}
              onChange={patch}
              labels={{
                year: t('requirements.fields.year'),
                week: t('requirements.fields.week'),
                company: t('requirements.fields.company'),
                site: t('requirements.fields.site'),
              }}
              widths={{ year: 110, week: 110, company: 220, site: 200 }}
            />
            <FilterSelect<RequirementStatusFilter>
              label={t('requirements.fields.status')}
              w={150}
              options={[
                { value: 'open', label: t('requirements.filters.open') },
                ...(choices?.statuses.length ? choices.statuses : requirementStatuses).map((status) => ({
                  value: status,
                  label: t(`common.enums.requeriment_status.${status}`),
                })),
              ]}
              value={filters.status}
              onChange={(status) => patch({ status })}
            />
            <FilterSelect<'true' | 'false'>
              label={t('requirements.fields.past_due')}
              w={150}
              options={[
                { value: 'true', label: t('requirements.filters.past_due_yes') },
                { value: 'false', label: t('requirements.filters.past_due_no') },
              ]}
              value={filters.isPastDue}
              onChange={(isPastDue) => patch({ isPastDue })}
            />
          </>
        }
        columns={[
          {
            accessor: 'code',
            title: t('requirements.fields.code'),
            priority: 'key',
            sortable: true,
            noWrap: true,
            render: (row) => (
              <Anchor
                component={Link}
                to={requirementHref(row.id)}
                onClick={(event) => event.stopPropagation()}
              >
                {codeOrId(row.code, row.id)}
              </Anchor>
            ),
          },
          {
            accessor: 'company_name',
            title: t('requirements.fields.company'),
            priority: 'key',
            sortable: true,
            render: companyName,
          },
          { accessor: 'site_name', title: t('requirements.fields.site'), sortable: true },
          {
            accessor: 'requeriment_date',
            title: t('requirements.fields.requeriment_date'),
            priority: 'secondary',
            sortable: true,
            render: (row) => formatDate(row.requeriment_date),
          },
          {
            accessor: 'week',
            title: t('requirements.fields.week_year'),
            priority: 'secondary',
            sortable: true,
            render: (row) => `${row.week}/${row.year}`,
          },
          {
            accessor: 'status',
            title: t('requirements.fields.status'),
            priority: 'key',
            sortable: true,
            noWrap: true,
            render: (row) => <RequirementStatusBadge status={row.status} />,
          },
          count('total_positions', 'secondary'),
          count('accepted_positions', 'secondary'),
          count('hired_positions', 'secondary'),
          count('open_positions', 'key'),
          count('candidates', 'key'),
          {
            accessor: 'days_open',
            title: t('requirements.fields.days_open'),
            priority: 'key',
            sortable: true,
            textAlign: 'right',
          },
          {
            accessor: 'is_past_due',
            title: t('requirements.fields.past_due'),
            priority: 'key',
            sortable: true,
            render: (row) =>
              row.is_past_due ? (
                <PastDueBadge isPastDue />
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ),
          },
        ]}
      />
    </Page>
  );
}
