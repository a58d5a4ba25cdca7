import { List, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ImportProblem } from '@rp/contract/entities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { importFieldLabel } from './import-labels';
import type { ImportMapping } from './import-mapping';

/** The fields whose cells name the row's candidate, in the order a name is read. */
const nameFields = ['last_name', 'second_name', 'names', 'full_name'] as const;

/** The row's candidate as the file names them (its mapped name cells), empty when it has none. */
function rowName(problem: ImportProblem, mapping: ImportMapping): string {
  return nameFields
    .map((field) => mapping.indexOf(field))
    .filter((index) => index >= 0)
    .map((index) => problem.cells[index]?.trim() ?? '')
    .filter((cell) => cell !== '')
    .join(' ');
}

/**
 * The rows the check refused, each with its row number in the spreadsheet (the header row is 1),
 * its candidate's name when the file has one, and the messages under each field's label (a message
 * on the whole row without one). Cards, so a phone reads them without scrolling sideways.
 */
export function ImportProblems(props: { problems: ImportProblem[]; mapping: ImportMapping; total: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Text fw={600} id={titleId}>
        {t('candidates.candidate_import.check.problems')}
      </Text>
      {props.total > props.problems.length && (
        <Text size="sm" c="dimmed">
          {t('candidates.candidate_import.check.problems_more', {
            shown: props.problems.length,
            total: props.total,
          })}
        </Text>
      )}
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars="present">
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
          {props.problems.map((problem) => {
            const name = rowName(problem, props.mapping);
            const title = t('candidates.candidate_import.check.row', { row: problem.row });
            return (
              <Paper
                component="li"
                key={problem.row}
                withBorder
                p="sm"
                aria-label={name ? `${title}: ${name}` : title}
              >
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                  {name && (
                    <Text span c="dimmed" size="sm" fw={400}>
                      {' · '}
                      {name}
                    </Text>
                  )}
                </Text>
                <List size="sm" spacing={2} mt={4}>
                  {Object.entries(problem.messages).map(([field, messages]) => {
                    const label = importFieldLabel(t, field);
                    return (
                      <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
                        {label && <Text span fw={500} size="sm">{`${label}: `}</Text>}
                        {messages.join(' ')}
                      </List.Item>
                    );
                  })}
                </List>
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
