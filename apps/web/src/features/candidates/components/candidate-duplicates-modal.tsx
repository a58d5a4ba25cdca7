import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CandidateListKind } from '../api/get-candidate-categories';
import type { DuplicateMatch } from '../api/save-candidate';
import { candidateHref } from './candidate-links';

/** The 409 of docs/domain.md#candidates: candidates sharing the e-mail or phone, and "Save anyway". */
export function CandidateDuplicatesModal(props: {
  kind: CandidateListKind;
  matches: DuplicateMatch[] | null;
  isSaving: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.matches !== null}
      onClose={props.onClose}
      title={t('candidates.duplicates.title')}
      size="xl"
    >
      <Stack>
        <Text size="sm">{t('candidates.duplicates.message')}</Text>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('candidates.fields.full_name')}</Table.Th>
              <Table.Th>{t('candidates.fields.email')}</Table.Th>
              <Table.Th>{t('candidates.fields.phone_number')}</Table.Th>
              <Table.Th>{t('candidates.fields.curp')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(props.matches ?? []).map((match) => (
              <Table.Tr key={match.id}>
                <Table.Td>
                  <Anchor
                    href={candidateHref(props.kind, match.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('candidates.duplicates.open', { name: match.full_name })}
                  >
                    <Group gap={4} wrap="nowrap">
                      {match.full_name}
                      <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                </Table.Td>
                <Table.Td>{match.email}</Table.Td>
                <Table.Td>{match.phone_number}</Table.Td>
                <Table.Td>{match.curp}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="orange" loading={props.isSaving} onClick={props.onConfirm}>
            {t('candidates.duplicates.save_anyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
