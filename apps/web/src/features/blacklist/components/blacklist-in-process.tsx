import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import type { FollowUpStatus } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { useOpenProcesses } from '../api/get-open-processes';

/**
 * What blacklisting would leave open (docs/decisions.md, issue 26 item 9): the candidate's open
 * processes the user sees, each named, with "also close the open processes"; those elsewhere only
 * counted. Nothing when the candidate is in no process.
 */
export function BlacklistInProcess(props: {
  candidate: number | null;
  closeOpen: boolean;
  onCloseOpenChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const processes = useOpenProcesses(props.candidate);
  if (props.candidate === null) return null;
  const open = processes.data?.open ?? [];
  const elsewhere = processes.data?.elsewhere ?? 0;
  if (open.length === 0 && elsewhere === 0) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="blacklist-in-process">
      <Stack gap="xs">
        {open.length > 0 && (
          <>
            <Text size="sm">{t('blacklist.form.in_process', { count: open.length })}</Text>
            <List size="sm">
              {open.map((process) => (
                <List.Item key={`${process.type}-${process.id}`}>
                  {t(`blacklist.form.process_${process.type}`, {
                    code: process.code ?? '—',
                    company: process.company_name,
                    position: process.position ?? '—',
                    status: t(`common.enums.follow_up_status.${process.status as FollowUpStatus}`),
                  })}
                </List.Item>
              ))}
            </List>
            <Checkbox
              label={t('blacklist.form.close_open_processes')}
              checked={props.closeOpen}
              onChange={(event) => props.onCloseOpenChange(event.currentTarget.checked)}
            />
          </>
        )}
        {elsewhere > 0 && (
          <Text size="sm">{t('blacklist.form.in_process_elsewhere', { count: elsewhere })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/** Whether the candidate has open processes the user sees (what `close_open_processes` closes). */
export const useHasOpenProcesses = (candidate: number | null) =>
  (useOpenProcesses(candidate).data?.open.length ?? 0) > 0;
