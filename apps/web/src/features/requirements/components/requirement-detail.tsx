import { Anchor, Group, Stack, Tabs } from '@mantine/core';
import { codeOrId } from '@rp/contract';
import type { Requirement } from '@rp/contract/entities';
import {
  IconArrowLeft,
  IconBan,
  IconFiles,
  IconListDetails,
  IconMessage,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { useRequirement } from '../api/get-requirement';
import { RequirementActions } from './requirement-actions';
import { RequirementBlacklist } from './requirement-blacklist';
import { RequirementComments } from './requirement-comments';
import { RequirementDocuments } from './requirement-documents';
import { RequirementHeader } from './requirement-header';
import { requirementListHref } from './requirement-links';
import { RequirementPositions } from './requirement-positions';
import { RequirementTimeline } from './requirement-timeline';

/**
 * /requeriments/direct/:id_requirement: header, actions and the tabs Details, Comments, Documents,
 * Applications (given by the page: the follow-up area's component) and Blacklist History.
 */
export function RequirementDetail(props: {
  /** The route's id (idParam): undefined when it is not a valid id. */
  id: number | undefined;
  applications: (requirement: Requirement) => ReactNode;
}) {
  const query = useRequirement(props.id);
  return (
    <RecordState query={query} isValidId={props.id !== undefined}>
      {(requirement) => <RequirementView requirement={requirement} applications={props.applications} />}
    </RecordState>
  );
}

function RequirementView(props: {
  requirement: Requirement;
  applications: (requirement: Requirement) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requirement } = props;

  return (
    <Page
      title={t('requirements.detail.title', { code: codeOrId(requirement.code, requirement.id) })}
      actions={
        <RequirementActions requirement={requirement} onDeleted={() => navigate(requirementListHref())} />
      }
    >
      <Anchor component={Link} to={requirementListHref()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('requirements.back')}
        </Group>
      </Anchor>
      <RequirementHeader requirement={requirement} />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details" leftSection={<IconListDetails size={16} />}>
            {t('requirements.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="comments" leftSection={<IconMessage size={16} />}>
            {t('requirements.tabs.comments')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" leftSection={<IconFiles size={16} />}>
            {t('requirements.tabs.documents')}
          </Tabs.Tab>
          <Tabs.Tab value="applications" leftSection={<IconUsers size={16} />}>
            {t('requirements.tabs.applications')}
          </Tabs.Tab>
          <Tabs.Tab value="blacklist" leftSection={<IconBan size={16} />}>
            {t('requirements.tabs.blacklist')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <Stack>
            <RequirementPositions requirement={requirement} />
            <RequirementTimeline requirementId={requirement.id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <RequirementComments requirementId={requirement.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <RequirementDocuments requirementId={requirement.id} />
        </Tabs.Panel>
        <Tabs.Panel value="applications">{props.applications(requirement)}</Tabs.Panel>
        <Tabs.Panel value="blacklist">
          <RequirementBlacklist requirementId={requirement.id} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
