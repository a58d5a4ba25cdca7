import { Box, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ImportPreview } from '@rp/contract/entities';
import { type ImportField, importFields } from '@rp/contract/rules/candidate-import';
import { useTranslation } from 'react-i18next';
import { columnName } from './import-labels';

export type ImportMapping = Array<ImportField | null>;

/** How many sample values a column shows. */
const sampleCount = 3;
/** The select's value of "Don't import" (a select's value is text; no field is named so). */
const skipValue = 'none';

/** The first distinct values a column has in the preview's rows. */
export function columnSamples(preview: ImportPreview, index: number): string[] {
  const values = preview.preview.map((row) => row[index]?.trim() ?? '').filter((value) => value !== '');
  return [...new Set(values)].slice(0, sampleCount);
}

/**
 * The file's columns, each with its header, a few values from the first rows and the candidate
 * field it feeds (or "Don't import"). A field feeds one column at most: in another column's list it
 * is disabled and says which column has it. One row per column on a wide screen, a card on a phone.
 */
export function ImportMappingTable(props: {
  preview: ImportPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation();
  const { headers } = props.preview;
  const takenBy = new Map<ImportField, number>();
  props.mapping.forEach((field, index) => {
    if (field) takenBy.set(field, index);
  });

  const optionsFor = (index: number) => [
    { value: skipValue, label: t('candidates.candidate_import.mapping.skip') },
    ...importFields.map((field) => {
      const owner = takenBy.get(field);
      const isTaken = owner !== undefined && owner !== index;
      const label = t(`candidates.fields.${field}`);
      return {
        value: field,
        label: isTaken
          ? `${label} — ${t('candidates.candidate_import.mapping.taken', { column: columnName(t, headers, owner) })}`
          : label,
        disabled: isTaken,
      };
    }),
  ];

  const handleChange = (index: number, value: string | null) => {
    const field = importFields.find((candidate) => candidate === value) ?? null;
    props.onChange(props.mapping.map((current, i) => (i === index ? field : current)));
  };

  return (
    <Stack gap="xs">
      <SimpleGrid cols={3} spacing="md" px="sm" visibleFrom="sm" aria-hidden>
        <Text size="sm" fw={600}>
          {t('candidates.candidate_import.mapping.column')}
        </Text>
        <Text size="sm" fw={600}>
          {t('candidates.candidate_import.mapping.samples')}
        </Text>
        <Text size="sm" fw={600}>
          {t('candidates.candidate_import.mapping.field')}
        </Text>
      </SimpleGrid>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {headers.map((_, index) => {
          const name = columnName(t, headers, index);
          const samples = columnSamples(props.preview, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
            <Paper component="li" key={index} withBorder p="sm" data-testid="import-column">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing={4}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Box style={{ minWidth: 0 }}>
                  {samples.length > 0 ? (
                    samples.map((sample) => (
                      <Text key={sample} size="sm" c="dimmed" truncate="end" title={sample}>
                        {sample}
                      </Text>
                    ))
                  ) : (
                    <Text size="sm" c="dimmed" fs="italic">
                      {t('candidates.candidate_import.mapping.no_samples')}
                    </Text>
                  )}
                </Box>
                <Select
                  aria-label={t('candidates.candidate_import.mapping.field_for', { column: name })}
                  data={optionsFor(index)}
                  value={props.mapping[index] ?? skipValue}
                  onChange={(value) => handleChange(index, value)}
                  allowDeselect={false}
                  searchable
                />
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
