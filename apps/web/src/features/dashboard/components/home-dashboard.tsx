import '../texts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatPercent, paths } from '@rp/contract';
import { agingBuckets, openVacancyStatuses } from '@rp/contract/rules/dashboard';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toQuery } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { noBoardFilters } from '../api/board-filters';
import { useCompanyAging } from '../api/get-company-aging';
import { useDirectPositionsTotal } from '../api/get-direct-positions-total';
import { useDirectStatusTotal } from '../api/get-direct-status-total';
import { mainAdminSummaryQuery } from '../api/get-main-admin-summary';
import { type MedicalQueueParams, useMedicalQueueCount } from '../api/get-medical-queue-count';
import { homeFigures } from '../api/home-figure-requests';
import { directStatusHref, medicalQueueHref, vacancyListHref } from './drill-down';
import { FollowUpStatusBoxes } from './status-boxes';

/** One number of the home page: a card linking to the list (or board) behind it. */
function Figure(props: {
  label: string;
  value: ReactNode;
  href: string | null;
  isLoading: boolean;
  testId: string;
}) {
  const content = (
    <Card withBorder radius="md" padding="md" h="100%">
      <Text size="sm" c="dimmed" fw={500}>
        {props.label}
      </Text>
      {props.isLoading ? (
        <Skeleton h={32} w={64} mt={4} />
      ) : (
        <Text fz={28} fw={700} data-testid={props.testId}>
          {props.value}
        </Text>
      )}
    </Card>
  );
  if (!props.href) return content;
  return (
    <UnstyledButton component={Link} to={props.href} display="block">
      {content}
    </UnstyledButton>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Title order={3} fz="lg">
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {props.children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The home dashboard (docs/domain.md#dashboards): the figures the user's roles act on — a recruiter
 * its open vacancies and candidates in progress, a requester its requests and the approvals
 * waiting, a manager the region's fill rate and aging, the medical service its queue — and the
 * direct process's candidates by status as coloured boxes. A figure whose list or board the user
 * may not open is not shown. No charts: the home page stays light.
 */
export function HomeDashboard(props: { medicalQueueParams: MedicalQueueParams }) {
  const { t } = useTranslation();
  const { user, canOpen } = useAuth();
  const {
    types,
    isRecruiter,
    isRequester,
    isManager,
    isMedical,
    canDirectBoard,
    canAdminBoard,
    canStatusLists,
  } = homeFigures({ user, canOpen });
  const year = new Date().getFullYear();

  // per vacancy type the user's lists show: the recruiter's own, and the requester's (its scope);
  // the same queries prefetchHomeFigures starts before the page renders
  const recruiterSummaries = useQueries({
    queries: (isRecruiter ? types : []).map((type) =>
      mainAdminSummaryQuery({ recruiter: user?.id ?? null, vacancy_type: type }),
    ),
  });
  const requesterSummaries = useQueries({
    queries: (isRequester ? types : []).map((type) => mainAdminSummaryQuery({ vacancy_type: type })),
  });
  const positions = useDirectPositionsTotal({ year }, isManager && canDirectBoard);
  const aging = useCompanyAging({}, isManager && canAdminBoard);
  const statusTotals = useDirectStatusTotal({ year }, canStatusLists);
  const queue = useMedicalQueueCount(props.medicalQueueParams, isMedical);

  const recruiterFilters = { ...noBoardFilters, recruiter: user?.id ?? null };
  const agingRows = aging.data ?? [];
  // open more than 30 days: the buckets from 31 days on (the contract's bucket list)
  const countIn = (buckets: readonly (typeof agingBuckets)[number][]) =>
    agingRows.reduce((sum, row) => sum + buckets.reduce((inRow, bucket) => inRow + row[bucket.key], 0), 0);
  const agingOld = countIn(agingBuckets.filter((bucket) => (bucket.min ?? 0) > 30));
  const agingTotal = countIn(agingBuckets);
  const sum = <T,>(queries: { data?: T }[], pick: (data: T) => number) =>
    queries.reduce((total, query) => total + (query.data ? pick(query.data) : 0), 0);

  const sections: ReactNode[] = [];
  if (isRecruiter && types.length > 0)
    sections.push(
      <Section key="recruiter" title={t('dashboard.home.recruiter.title')}>
        {types.map((type, index) => {
          const query = recruiterSummaries[index];
          const open = query?.data ? query.data.vacancies.New + query.data.vacancies.Pending : 0;
          return (
            <Figure
              key={type}
              testId={`home-recruiter-open-${type}`}
              label={t('dashboard.home.recruiter.open', { type: t(`dashboard.vacancy_type.${type}`) })}
              value={open}
              isLoading={query?.isLoading ?? true}
              href={vacancyListHref(type, 'open', recruiterFilters)}
            />
          );
        })}
        <Figure
          testId="home-recruiter-candidates"
          label={t('dashboard.home.recruiter.candidates')}
          value={sum(recruiterSummaries, (data) => data.candidates.Pending)}
          isLoading={recruiterSummaries.some((query) => query.isLoading)}
          href={null}
        />
      </Section>,
    );
  if (isRequester && types.length > 0)
    sections.push(
      <Section key="requester" title={t('dashboard.home.requester.title')}>
        {types.flatMap((type, index) => {
          const query = requesterSummaries[index];
          const typeName = t(`dashboard.vacancy_type.${type}`);
          return openVacancyStatuses.map((status) => (
            <Figure
              key={`${type}-${status}`}
              testId={`home-requester-${status}-${type}`}
              label={t('dashboard.join', {
                first: t(`dashboard.home.requester.${status === 'New' ? 'new' : 'pending'}`),
                second: typeName,
              })}
              value={query?.data?.vacancies[status] ?? 0}
              isLoading={query?.isLoading ?? true}
              href={vacancyListHref(type, status, noBoardFilters)}
            />
          ));
        })}
        <Figure
          testId="home-requester-approvals"
          label={t('dashboard.home.requester.approvals_waiting')}
          value={sum(requesterSummaries, (data) => data.approvals_waiting)}
          isLoading={requesterSummaries.some((query) => query.isLoading)}
          href={null}
        />
      </Section>,
    );
  if (isManager && (canDirectBoard || canAdminBoard))
    sections.push(
      <Section key="manager" title={t('dashboard.home.manager.title')}>
        {canDirectBoard && (
          <>
            <Figure
              testId="home-manager-fill-rate"
              label={t('dashboard.join', { first: t('dashboard.home.manager.fill_rate'), second: year })}
              value={positions.data?.fill_rate == null ? '—' : formatPercent(positions.data.fill_rate)}
              isLoading={positions.isLoading}
              href={`${paths['status-board_direct'].href()}${toQuery({ year })}`}
            />
            <Figure
              testId="home-manager-open-positions"
              label={t('dashboard.join', { first: t('dashboard.home.manager.open_positions'), second: year })}
              value={positions.data?.open ?? 0}
              isLoading={positions.isLoading}
              href={`${paths['status-board_direct'].href()}${toQuery({ year })}`}
            />
          </>
        )}
        {canAdminBoard && (
          <>
            <Figure
              testId="home-manager-aging-old"
              label={t('dashboard.home.manager.aging')}
              value={agingOld}
              isLoading={aging.isLoading}
              href={`${paths['status-board_admin'].href()}${toQuery({ year: 'all' })}`}
            />
            <Figure
              testId="home-manager-aging-total"
              label={t('dashboard.home.manager.aging_total')}
              value={agingTotal}
              isLoading={aging.isLoading}
              href={`${paths['status-board_admin'].href()}${toQuery({ year: 'all' })}`}
            />
          </>
        )}
      </Section>,
    );
  if (isMedical)
    sections.push(
      <Section key="medical" title={t('dashboard.home.medical.title')}>
        <Figure
          testId="home-medical-queue"
          label={t('dashboard.home.medical.queue')}
          value={queue.data?.elements ?? 0}
          isLoading={queue.isLoading}
          href={medicalQueueHref()}
        />
      </Section>,
    );

  if (sections.length === 0 && !canStatusLists) return null;
  return (
    <Stack gap="lg">
      {sections}
      {canStatusLists && (
        <Stack gap="xs" component="section" aria-label={t('dashboard.home.statuses')}>
          <Group justify="space-between">
            <Title order={3} fz="lg">
              {t('dashboard.join', { first: t('dashboard.home.statuses'), second: year })}
            </Title>
          </Group>
          <FollowUpStatusBoxes
            counts={statusTotals.data}
            isLoading={statusTotals.isLoading}
            label={t('dashboard.home.statuses')}
            hrefOf={(status) => directStatusHref(status, { ...noBoardFilters, year })}
          />
        </Stack>
      )}
    </Stack>
  );
}
