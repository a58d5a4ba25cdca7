import { Button, Card, Group, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { paths } from '@rp/contract';
import { requirementCreateSchema } from '@rp/contract/entities';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { DateField } from '../../../components/form/date-field';
import { EmptyPickListHint } from '../../../components/form/empty-pick-list-hint';
import {
  applyServerErrors,
  asSchemaInput,
  emptyToNull,
  useZodForm,
} from '../../../components/form/use-zod-form';
import { useCompanySites } from '../../../lib/company-sites';
import { categoryLabel } from '../../../lib/labels';
import { useCreateRequirement } from '../api/create-requirement';
import { usePositions, useRequirementCategories } from '../api/get-requirement-references';
import { emptyItemRow, type ItemRow, itemsPayload } from './requirement-items';
import { requirementHref, requirementListHref } from './requirement-links';
import { RequirementPendingsAlert } from './requirement-pendings-alert';
import { RequirementPositionsEditor } from './requirement-positions-editor';

type Values = {
  company: number | null;
  site: number | null;
  requeriment_date: string | null;
  category: number | null;
  additional_comments: string;
  items: ItemRow[];
};

/** What the page gives the form to pick the company (the user's companies, from the clients area). */
export type CompanyFieldProps = {
  label: string;
  withAsterisk: boolean;
  value: number | null;
  error?: ReactNode;
  onChange: (value: number | null) => void;
};

/** The new requirement form: header fields, the pending-requirements warning and the positions. */
export function RequirementForm(props: {
  initialCompany: number | null;
  companyField: (field: CompanyFieldProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRequirement();
  const categories = useRequirementCategories();
  const positions = usePositions();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<Values>(requirementCreateSchema, {
    company: props.initialCompany,
    site: null,
    requeriment_date: dayjs().format('YYYY-MM-DD'),
    category: null,
    additional_comments: '',
    items: [emptyItemRow()],
  });
  const { company, category } = form.values;
  const sites = useCompanySites(company);

  const handleCompany = (value: number | null) => {
    form.setFieldValue('company', value);
    form.setFieldValue('site', null);
    // a position of another company cannot stay on the rows
    const companyOf = new Map(positions.map((position) => [position.id, position.company]));
    form.setFieldValue(
      'items',
      form.values.items.map((row) => {
        const owner = row.position === null ? null : companyOf.get(row.position);
        return owner != null && owner !== value ? { ...row, position: null } : row;
      }),
    );
  };

  const handleCategory = (value: number | null) => {
    form.setFieldValue('category', value);
    form.setFieldValue(
      'items',
      form.values.items.map((row) => (row.category === null ? { ...row, category: value } : row)),
    );
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    if (!(await confirmPastDate({ t, day: values.requeriment_date }))) return;
    const body = asSchemaInput(requirementCreateSchema, {
      ...emptyToNull({ ...values, items: undefined }),
      items: itemsPayload(values.items),
    });
    try {
      const saved = await create.mutateAsync({ body });
      showSaved(t, t('requirements.notify.submitted'));
      navigate(requirementHref(saved.id));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('requirements.notify.error_saving'));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <FormErrors lines={formError} />
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t('requirements.form.general')}
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {props.companyField({
                label: t('requirements.fields.company'),
                withAsterisk: true,
                value: company,
                error: form.errors.company,
                onChange: handleCompany,
              })}
              <Select
                label={t('requirements.fields.site')}
                placeholder={company === null ? t('requirements.form.pick_company_first') : undefined}
                searchable
                clearable
                disabled={company === null || sites.isLoading}
                data={(sites.data ?? [])
                  .filter((site) => site.status || site.id === form.values.site)
                  .map((site) => ({ value: String(site.id), label: site.name }))}
                value={form.values.site === null ? null : String(form.values.site)}
                onChange={(value) => form.setFieldValue('site', value ? Number(value) : null)}
                error={form.errors.site}
                description={
                  sites.isSuccess && !sites.data.some((site) => site.status) ? (
                    <EmptyPickListHint
                      message={t('common.pick_list.no_sites')}
                      page={paths['clients-companies']}
                      linkLabel={t('common.pick_list.add_sites')}
                    />
                  ) : undefined
                }
              />
            </SimpleGrid>
            <RequirementPendingsAlert company={company} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label={t('requirements.fields.requeriment_date')}
                withAsterisk
                {...form.getInputProps('requeriment_date')}
              />
              <Select
                label={t('requirements.fields.category')}
                withAsterisk
                data={categories.map((row) => ({
                  value: String(row.id),
                  label: categoryLabel(t, row),
                }))}
                value={category === null ? null : String(category)}
                onChange={(value) => handleCategory(value ? Number(value) : null)}
                error={form.errors.category}
              />
            </SimpleGrid>
            <Textarea
              label={t('requirements.fields.additional_comments')}
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps('additional_comments')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t('requirements.items.title')}
          </Title>
          <RequirementPositionsEditor
            rows={form.values.items}
            onChange={(rows) => form.setFieldValue('items', rows)}
            company={company}
            defaultCategory={category}
            errors={form.errors}
          />
        </Card>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={requirementListHref()}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('requirements.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
