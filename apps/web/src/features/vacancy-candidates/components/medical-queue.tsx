import '../texts';
import { Badge, Stack, Text } from '@mantine/core';
import { codeOrId, formatDate, type RouteName } from '@rp/contract';
import type { VacancyCandidate } from '@rp/contract/entities';
import { medicalStatuses, type VacancyType } from '@rp/contract/enums';
import { hasPermission } from '@rp/contract/permissions';
import { resources } from '@rp/contract/resources';
import { localizedName } from '@rp/contract/rules/names';
import { IconExternalLink, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type TableColumn } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { RowAction, RowLink, rowActionsColumn } from '../../../components/data-table/row-actions';
import { FollowUpStatusBadge, MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import {
  type MedicalQueueFilters,
  medicalQueueParams,
  noMedicalQueueFilters,
  type ResultFilter,
} from '../../../components/follow-up/medical-queue-params';
import { DateRangeField } from '../../../components/form/date-range-field';
import { Page } from '../../../components/layout/page';
import { vacancyCandidateHref } from '../../../components/vacancy/vacancy-links';
import { useAuth } from '../../../lib/auth';
import { MedicalResultModal } from './medical-result-modal';

export { medicalQueueParams, noMedicalQueueFilters };

const vacancyCandidates = resources['vacancy-candidates'];

/** The processing screen of a vacancy candidate (route name per vacancy type). */
const processingRoute = (type: VacancyType): RouteName =>
  `requeriments-${type}-id_vacancy-candidates-id_candidate`;

/**
 * /requeriments/medical_admins: the medical service's queue of vacancy candidates who need the exam
 * (medical role or superuser; the page's guard and the server check it), with server paging,
 * sorting, search by candidate, filters by result and exam date, and "Record result".
 */
export function MedicalQueue() {
  const { t, i18n } = useTranslation();
  const { user, canOpen } = useAuth();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const [filters, setFilters] = useState<MedicalQueueFilters>(noMedicalQueueFilters);
  const [recording, setRecording] = useState<VacancyCandidate | null>(null);
  const canRecord = hasPermission(user, 'medical_service');
  const isFiltered = JSON.stringify(filters) !== JSON.stringify(noMedicalQueueFilters);
  const name = (row: VacancyCandidate) => row.candidate_name ?? `#${row.candidate}`;

  const columns: TableColumn<VacancyCandidate>[] = [
    {
      accessor: 'candidate_name',
      title: t('vacancies.medical_queue.columns.candidate'),
      priority: 'key',
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500}>
          {name(row)}
        </Text>
      ),
    },
    {
      accessor: 'candidate_curp',
      title: t('vacancies.medical_queue.columns.curp'),
      noWrap: true,
      render: (row) => row.candidate_curp ?? '—',
    },
    {
      accessor: 'vacancy_code',
      title: t('vacancies.medical_queue.columns.vacancy'),
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{codeOrId(row.vacancy_code, row.vacancy)}</Text>
          {row.vacancy_position && (
            <Text size="xs" c="dimmed">
              {row.vacancy_position}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: lang === 'en' ? 'company_name_en' : 'company_name',
      title: t('vacancies.medical_queue.columns.company'),
      sortable: true,
      render: (row) => localizedName({ es: row.company_name, en: row.company_name_en }, lang) ?? '—',
    },
    {
      accessor: 'status',
      title: t('vacancies.medical_queue.columns.status'),
      priority: 'secondary',
      noWrap: true,
      render: (row) => <FollowUpStatusBadge row={{ ...row, type_not_attend: null }} />,
    },
    {
      accessor: 'medical_status',
      title: t('vacancies.medical_queue.columns.result'),
      priority: 'key',
      sortable: true,
      noWrap: true,
      // in the queue the exam is always required: no result yet is said so
      render: (row) =>
        row.medical_status ? (
          <MedicalStatusBadge row={row} />
        ) : (
          <Badge color="gray" variant="outline" style={{ minWidth: 'max-content' }}>
            {t('vacancies.medical_queue.filters.no_result')}
          </Badge>
        ),
    },
    {
      accessor: 'medical_date',
      title: t('vacancies.medical_queue.columns.date'),
      sortable: true,
      noWrap: true,
      render: (row) => formatDate(row.medical_date) || '—',
    },
    {
      accessor: 'medical_user_name',
      title: t('vacancies.medical_queue.columns.recorded_by'),
      render: (row) => row.medical_user_name ?? '—',
    },
    rowActionsColumn<VacancyCandidate>(
      t,
      (row) => {
        const route = row.vacancy_type ? processingRoute(row.vacancy_type) : null;
        return (
          <>
            {canRecord && (
              <RowAction
                label={t('vacancies.medical_queue.record')}
                rowName={name(row)}
                icon={<IconStethoscope size={18} />}
                onClick={() => setRecording(row)}
              />
            )}
            {row.vacancy_type && route && canOpen(route) && (
              <RowLink
                label={t('vacancies.medical_queue.open_candidate')}
                rowName={name(row)}
                icon={<IconExternalLink size={18} />}
                to={vacancyCandidateHref(row.vacancy_type, row.vacancy, row.id)}
              />
            )}
          </>
        );
      },
      90,
    ),
  ];

  return (
    <Page
      title={t('routes.requeriments_medical_admins.title')}
      description={t('vacancies.medical_queue.intro')}
    >
      <ResourceTable<typeof vacancyCandidates, VacancyCandidate>
        resource={vacancyCandidates}
        columnsKey="vacancy-candidates:medical"
        defaultOrdering="-created_at"
        filters={medicalQueueParams(filters)}
        onClearFilters={isFiltered ? () => setFilters(noMedicalQueueFilters) : undefined}
        rowName={name}
        columns={columns}
        details={(row) =>
          row.medical_notes ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.medical_notes}
            </Text>
          ) : null
        }
        toolbar={
          <>
            <FilterSelect<Exclude<ResultFilter, null>>
              label={t('vacancies.medical_queue.filters.result')}
              w={200}
              options={[
                { value: 'none', label: t('vacancies.medical_queue.filters.no_result') },
                ...medicalStatuses.map((value) => ({
                  value,
                  label: t(`common.enums.medical_status.${value}`),
                })),
              ]}
              value={filters.result}
              onChange={(result) => setFilters((current) => ({ ...current, result }))}
            />
            <DateRangeField
              aria-label={t('vacancies.medical_queue.filters.exam_between')}
              placeholder={t('vacancies.medical_queue.filters.exam_between')}
              w={240}
              value={[filters.from, filters.to]}
              onChange={([from, to]) => setFilters((current) => ({ ...current, from, to }))}
            />
          </>
        }
      />
      <MedicalResultModal row={recording} onClose={() => setRecording(null)} />
    </Page>
  );
}
