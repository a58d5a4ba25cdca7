import '../texts';
import { Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import type { Vacancy } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import {
  IconArrowLeft,
  IconChecklist,
  IconDeviceLaptop,
  IconFiles,
  IconListDetails,
  IconMessage,
  IconTimeline,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import {
  vacancyCandidatesHref,
  vacancyHref,
  vacancyListHref,
} from '../../../components/vacancy/vacancy-links';
import { useVacancy } from '../api/get-vacancy';
import { useSendVacancy, VacancyActions } from './vacancy-actions';
import { VacancyApprovals } from './vacancy-approvals';
import { type CompanyFieldProps, VacancyForm } from './vacancy-form';
import { VacancyComments, VacancyDocuments } from './vacancy-notes';
import { VacancyHeader, VacancySummary } from './vacancy-summary';
import { VacancyTeam } from './vacancy-team';
import { VacancyTechResources } from './vacancy-tech-resources';
import { VacancyTimeline } from './vacancy-timeline';

type Props = {
  /** The route's id (idParam): undefined when it is not a valid id. */
  id: number | undefined;
  /** The list the page belongs to; a vacancy of another type opens under its own. */
  type: VacancyType;
  notFound?: ReactNode;
  companyField: (field: CompanyFieldProps) => ReactNode;
};

/**
 * /requeriments/{type}/:id_vacancy: header, actions by status and the tabs Details (the form while
 * editing a New vacancy), Team, Tech Resources, Approvals, Status (the timeline), Comments and
 * Documents.
 */
export function VacancyDetail(props: Props) {
  const query = useVacancy(props.id);
  return (
    <RecordState query={query} isValidId={props.id !== undefined} notFound={props.notFound}>
      {(vacancy) =>
        vacancy.vacancy_type === props.type ? (
          <VacancyView key={vacancy.id} vacancy={vacancy} companyField={props.companyField} />
        ) : (
          <Navigate to={vacancyHref(vacancy.vacancy_type, vacancy.id)} replace />
        )
      }
    </RecordState>
  );
}

function VacancyView(props: { vacancy: Vacancy; companyField: Props['companyField'] }) {
  const { t } = useTranslation();
  const { vacancy } = props;
  const [tab, setTab] = useState<string | null>('details');
  const [isEditing, setEditing] = useState(false);
  const { handleSend, isSending } = useSendVacancy(vacancy);
  const isEditingNew = isEditing && vacancy.status === 'New';

  const handleEdit = (next: boolean) => {
    setEditing(next);
    if (next) setTab('details');
  };

  return (
    <Page
      title={t('vacancies.detail.title', { code: vacancyCode(vacancy) })}
      actions={<VacancyActions vacancy={vacancy} isEditing={isEditingNew} onEdit={handleEdit} />}
    >
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to={vacancyListHref(vacancy.vacancy_type)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('vacancies.back')}
          </Group>
        </Anchor>
        <Button
          component={Link}
          to={vacancyCandidatesHref(vacancy.vacancy_type, vacancy.id)}
          variant="light"
          size="xs"
          leftSection={<IconUsers size={14} />}
        >
          {t('vacancies.candidates.link')}
        </Button>
      </Group>
      <VacancyHeader vacancy={vacancy} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details" leftSection={<IconListDetails size={16} />}>
            {t('vacancies.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="team" leftSection={<IconUsersGroup size={16} />}>
            {t('vacancies.tabs.team')}
          </Tabs.Tab>
          <Tabs.Tab value="tech" leftSection={<IconDeviceLaptop size={16} />}>
            {t('vacancies.tabs.tech')}
          </Tabs.Tab>
          <Tabs.Tab value="approvals" leftSection={<IconChecklist size={16} />}>
            {t('vacancies.tabs.approvals')}
          </Tabs.Tab>
          <Tabs.Tab value="status" leftSection={<IconTimeline size={16} />}>
            {t('vacancies.tabs.status')}
          </Tabs.Tab>
          <Tabs.Tab value="comments" leftSection={<IconMessage size={16} />}>
            {t('vacancies.tabs.comments')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" leftSection={<IconFiles size={16} />}>
            {t('vacancies.tabs.documents')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          {isEditingNew ? (
            <VacancyForm
              type={vacancy.vacancy_type}
              vacancy={vacancy}
              companyField={props.companyField}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <VacancySummary vacancy={vacancy} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="team">
          <VacancyTeam vacancy={vacancy} />
        </Tabs.Panel>
        <Tabs.Panel value="tech">
          <VacancyTechResources vacancy={vacancy} />
        </Tabs.Panel>
        <Tabs.Panel value="approvals">
          <VacancyApprovals vacancy={vacancy} onSend={handleSend} isSending={isSending} />
        </Tabs.Panel>
        <Tabs.Panel value="status">
          <Stack>
            <VacancyTimeline vacancyId={vacancy.id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <VacancyComments vacancyId={vacancy.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <VacancyDocuments vacancyId={vacancy.id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
