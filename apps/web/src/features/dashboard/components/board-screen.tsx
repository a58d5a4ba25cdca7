import '../texts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { extraMenuLabels } from '@rp/contract';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { AdminBoard } from './admin-board';
import { BoardFilterBar, ExportButtons, useBoardFilters } from './board-filter-bar';
import { DirectBoard } from './direct-board';

/**
 * A board's screen: its heading with the xlsx and PDF exports, the filters (kept in the address)
 * and the figures. 44 px touch targets on phones (app/phone.css); figures stack below the md breakpoint.
 */
export function BoardScreen(props: { board: 'admin' | 'direct'; title: string }) {
  const { t } = useTranslation();
  const filters = useBoardFilters();
  return (
    <div>
      <Page
        title={props.title}
        // the direct board is also the menu's Daily Progress Direct
        description={props.board === 'direct' ? t(extraMenuLabels.dailyProgressDirect) : undefined}
        actions={<ExportButtons board={props.board} filters={filters.values} />}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <BoardFilterBar board={props.board} value={filters.values} onChange={filters.update} />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {t('dashboard.filters.region_hint')}
              </Text>
              {filters.isFiltered && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconFilterOff size={14} />}
                  onClick={filters.clear}
                >
                  {t('common.actions.clear_filters')}
                </Button>
              )}
            </Group>
          </Stack>
          {props.board === 'admin' ? (
            <AdminBoard filters={filters.values} />
          ) : (
            <DirectBoard filters={filters.values} />
          )}
        </Stack>
      </Page>
    </div>
  );
}
