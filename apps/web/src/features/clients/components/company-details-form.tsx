import {
  Button,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type Company, companyCreateSchema, companyUpdateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { IconWand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { IntegerField } from '../../../components/form/decimal-field';
import { ResourceSelect } from '../../../components/form/resource-select';
import { useFormRecord } from '../../../components/form/use-form-record';
import {
  applyServerErrors,
  asSchemaInput,
  emptyToNull,
  useZodForm,
} from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useSaveResource } from '../../../lib/resource-hooks';
import { useNextPriority } from '../api/get-next-priority';
import { useSuggestCustomUrl } from '../api/suggest-custom-url';
import { CompanyLinksList } from './company-links';

export type CompanyValues = {
  code: string;
  name_es: string;
  name_en: string;
  public_name: string;
  status: boolean;
  rfc: string;
  human_resources: string;
  contact: string;
  email: string;
  region: number | null;
  address: string;
  custom_url: string;
  priority_order: number | string;
};

const emptyCompany: CompanyValues = {
  code: '',
  name_es: '',
  name_en: '',
  public_name: '',
  status: true,
  rfc: '',
  human_resources: '',
  contact: '',
  email: '',
  region: null,
  address: '',
  custom_url: '',
  priority_order: '',
};

const toValues = (company: Company): CompanyValues => ({
  code: company.code,
  name_es: company.name_es,
  name_en: company.name_en ?? '',
  public_name: company.public_name ?? '',
  status: company.status,
  rfc: company.rfc ?? '',
  human_resources: company.human_resources ?? '',
  contact: company.contact ?? '',
  email: company.email ?? '',
  region: company.region,
  address: company.address ?? '',
  custom_url: company.custom_url ?? '',
  priority_order: company.priority_order ?? '',
});

/** The Company fields written through POST/PUT (profile and rotation have their own actions). */
export function CompanyDetailsForm(props: { company: Company | null; onSaved: (company: Company) => void }) {
  const { t } = useTranslation();
  const { company } = props;
  const [formError, setFormError] = useState<string[]>([]);
  const save = useSaveResource(resources.companies);
  const suggest = useSuggestCustomUrl();
  const nextPriority = useNextPriority(company === null);
  const form = useZodForm<CompanyValues>(
    company ? companyUpdateSchema : companyCreateSchema,
    company ? toValues(company) : emptyCompany,
  );

  // re-sync with the saved company (normalised values: RFC upper case, custom_url lower case)
  useFormRecord(form, company, toValues, { version: (row) => [row.id, row.updated_at] });

  // a new company goes last
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the next number is known
  useEffect(() => {
    if (!company && nextPriority.data !== undefined && form.values.priority_order === '') {
      // a default, not the user's input: the dialog closes without asking until something is typed
      form.setInitialValues({ ...form.getInitialValues(), priority_order: nextPriority.data });
      form.setFieldValue('priority_order', nextPriority.data);
    }
  }, [nextPriority.data]);

  const handleGenerate = async () => {
    const name = [form.values.public_name, form.values.name_es, form.values.name_en]
      .map((value) => value.trim())
      .find(Boolean);
    if (!name) {
      form.setFieldError('name_es', t('validation.required'));
      return;
    }
    try {
      const { custom_url } = await suggest.mutateAsync(name);
      form.setFieldValue('custom_url', custom_url);
      form.clearFieldError('custom_url');
    } catch (error) {
      showApiError(error, t);
    }
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    try {
      const saved = await save.mutateAsync(
        company
          ? { id: company.id, body: asSchemaInput(companyUpdateSchema, emptyToNull(values)) }
          : { body: asSchemaInput(companyCreateSchema, emptyToNull(values)) },
      );
      // a new company's editor says it in place (CompanyEditor): a toast would sit over its tabs
      if (company) showSaved(t);
      props.onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('clients.companies.code')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('code')}
          />
          <TextInput label={t('clients.companies.name_es')} withAsterisk {...form.getInputProps('name_es')} />
          <TextInput label={t('clients.companies.name_en')} {...form.getInputProps('name_en')} />
          <TextInput label={t('clients.companies.public_name')} {...form.getInputProps('public_name')} />
          <TextInput
            label={t('clients.companies.rfc')}
            maxLength={13}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.getInputProps('rfc')}
          />
          <ResourceSelect
            resource={resources.regions}
            params={{ ordering: 'name' }}
            label={t('clients.companies.region')}
            withAsterisk
            {...form.getInputProps('region')}
            value={form.values.region}
          />
          <TextInput
            label={t('clients.companies.human_resources')}
            {...form.getInputProps('human_resources')}
          />
          <TextInput label={t('clients.companies.contact')} {...form.getInputProps('contact')} />
          <TextInput label={t('clients.companies.email')} type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Textarea
          label={t('clients.companies.address')}
          autosize
          minRows={2}
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('clients.companies.custom_url')}
          description={t('clients.companies.custom_url_hint')}
          rightSectionWidth={120}
          rightSection={
            <Tooltip label={t('clients.companies.generate_label')}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconWand size={14} />}
                loading={suggest.isPending}
                onClick={handleGenerate}
              >
                {t('clients.companies.generate')}
              </Button>
            </Tooltip>
          }
          {...form.getInputProps('custom_url')}
        />
        <Group align="flex-end" gap="lg">
          <IntegerField
            label={t('clients.companies.priority_order')}
            w={160}
            {...form.getInputProps('priority_order')}
          />
          <Switch
            mb={8}
            label={t('common.fields.active')}
            {...form.getInputProps('status', { type: 'checkbox' })}
          />
        </Group>
        {company && (
          <>
            <Divider label={t('clients.links.title')} labelPosition="left" />
            <CompanyLinksList links={company.links} />
            {company.links && form.isDirty('custom_url') && (
              <Text size="xs" c="dimmed">
                {t('clients.links.saved_only')}
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
