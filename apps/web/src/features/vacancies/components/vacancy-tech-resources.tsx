import '../texts';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { EndpointOutput } from '@rp/contract';
import type { endpoints } from '@rp/contract/endpoints';
import { type TechResourceSettings, techResourceCreateSchema, type Vacancy } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useFormRecord } from '../../../components/form/use-form-record';
import {
  applyServerErrors,
  asSchemaInput,
  emptyToNull,
  useZodForm,
} from '../../../components/form/use-zod-form';
import { useTechResource, useTechSettings } from '../api/get-tech-resource';
import { useSaveTechResource } from '../api/save-tech-resource';
import { useSaveVacancy } from '../api/save-vacancy';
import { isOpen } from './vacancy-team';

/** get_resource/'s answer: the vacancy's row, or an empty one. */
type TechResource = EndpointOutput<typeof endpoints.vacancies.techResource>;

type Values = {
  vacancy: number;
  computer: boolean;
  line: boolean;
  extension: boolean;
  access_card: boolean;
  printer: boolean;
  drive: boolean;
  software: string[];
  other_software: string;
  systems: string[];
  profile_one: string;
  profile_two: string;
  notes: string;
};

const flags = ['computer', 'line', 'extension', 'access_card', 'printer', 'drive'] as const;

const valuesOf = (row: TechResource): Values => ({
  vacancy: row.vacancy,
  computer: row.computer,
  line: row.line,
  extension: row.extension,
  access_card: row.access_card,
  printer: row.printer,
  drive: row.drive,
  software: row.software,
  other_software: row.other_software ?? '',
  systems: row.systems,
  profile_one: row.profile_one ?? '',
  profile_two: row.profile_two ?? '',
  notes: row.notes ?? '',
});

/** The settings' choices plus the saved values no longer among them. */
const choices = (options: TechResourceSettings['software'], saved: string[]) => {
  const names = options.map((option) => option.name);
  return [...names, ...saved.filter((name) => !names.includes(name))];
};

/**
 * The vacancy's technological resources (one row per vacancy: get_resource/, saved through
 * tech-resources/), with the choices and profile labels of get_settings/. Saving them marks the
 * vacancy's resources as reviewed.
 */
export function VacancyTechResources({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const settings = useTechSettings();
  const resource = useTechResource(vacancy.id);
  const save = useSaveTechResource();
  const saveVacancy = useSaveVacancy();
  const form = useZodForm<Values>(techResourceCreateSchema, {
    vacancy: vacancy.id,
    computer: false,
    line: false,
    extension: false,
    access_card: false,
    printer: false,
    drive: false,
    software: [],
    other_software: '',
    systems: [],
    profile_one: '',
    profile_two: '',
    notes: '',
  });
  useFormRecord(form, resource.data, valuesOf, { version: (row) => [row.id, row.updated_at] });
  const isEditable = isOpen(vacancy);

  if (settings.isError || resource.isError)
    return (
      <Alert color="red" role="alert">
        {settings.isError ? t('vacancies.tech.settings_error') : t('common.table.error')}
      </Alert>
    );
  if (!settings.data || !resource.data)
    return (
      <Center h={160}>
        <Loader role="status" aria-label={t('common.table.loading')} />
      </Center>
    );
  const row = resource.data;
  const options = settings.data;

  const handleSubmit = form.onSubmit(async (values) => {
    const body = emptyToNull({
      ...values,
      other_software: values.other_software.trim(),
      notes: values.notes.trim(),
    });
    try {
      if (row.id === null) await save.mutateAsync({ body: asSchemaInput(techResourceCreateSchema, body) });
      else {
        const { vacancy: _vacancy, ...changes } = body;
        await save.mutateAsync({ id: row.id, body: changes });
      }
      if (!vacancy.review_resources)
        await saveVacancy.mutateAsync({ id: vacancy.id, body: { review_resources: true } });
      showSaved(t, t('vacancies.tech.saved'));
    } catch (error) {
      applyServerErrors(form, error);
      showApiError(error, t);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('vacancies.tabs.tech')}>
      <fieldset disabled={!isEditable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          {!isEditable && <Alert color="gray">{t('vacancies.tech.read_only')}</Alert>}
          {isEditable && !vacancy.review_resources && (
            <Alert color="yellow">{t('vacancies.tech.not_reviewed')}</Alert>
          )}
          <Title order={4} fz="sm">
            {t('vacancies.tech.equipment')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {flags.map((flag) => (
              <Checkbox
                key={flag}
                label={t(`vacancies.tech.${flag}`)}
                {...form.getInputProps(flag, { type: 'checkbox' })}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('vacancies.tech.software')}
              searchable
              clearable
              data={choices(options.software, form.values.software)}
              {...form.getInputProps('software')}
            />
            <MultiSelect
              label={t('vacancies.tech.systems')}
              searchable
              clearable
              data={choices(options.systems, form.values.systems)}
              {...form.getInputProps('systems')}
            />
            <Textarea
              label={t('vacancies.tech.other_software')}
              autosize
              minRows={2}
              maxLength={2000}
              {...form.getInputProps('other_software')}
            />
            <Textarea
              label={t('vacancies.tech.notes')}
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps('notes')}
            />
            <TextInput
              label={options.profile_one_label}
              maxLength={150}
              {...form.getInputProps('profile_one')}
            />
            <TextInput
              label={options.profile_two_label}
              maxLength={150}
              {...form.getInputProps('profile_two')}
            />
          </SimpleGrid>
          {isEditable && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending || saveVacancy.isPending}>
                {t('vacancies.tech.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
