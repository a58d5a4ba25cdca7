import { Button, Card, FileInput, Group, Stack, Textarea, Title } from '@mantine/core';
import {
  type Company,
  type CompanyProfileSection,
  companyProfileSections,
  updateProfileFieldsSchema,
} from '@rp/contract/entities';
import { IconEraser, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/feedback/confirm';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { uploadMaxMb } from '../../../components/files/file-upload';
import { useFormRecord } from '../../../components/form/use-form-record';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { type ProfileSectionChange, useUpdateProfile } from '../api/update-profile';
import { CompanyLogoCard } from './company-logo-card';
import { CurrentFile } from './current-file';

type ProfileValues = {
  profile: string;
  benefits: string;
  routes: string;
  profile_file: File | null;
  benefits_file: File | null;
  routes_file: File | null;
};

const pathOf = {
  profile: 'profile_path',
  benefits: 'benefits_path',
  routes: 'routes_path',
} as const satisfies Record<CompanyProfileSection, keyof Company>;

const fileOf = {
  profile: 'profile_file',
  benefits: 'benefits_file',
  routes: 'routes_file',
} as const satisfies Record<CompanyProfileSection, keyof ProfileValues>;

const textSchema = updateProfileFieldsSchema.pick({ profile: true, benefits: true, routes: true });

const toValues = (company: Company): ProfileValues => ({
  profile: company.profile ?? '',
  benefits: company.benefits ?? '',
  routes: company.routes ?? '',
  profile_file: null,
  benefits_file: null,
  routes_file: null,
});

/**
 * A company's logo (saved on pick), then its profile, benefits and routes: each a text with its
 * attachment, saved through update_profile (multipart). The server asks for the attachment of a
 * section that has text.
 */
export function CompanyProfileForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<ProfileValues>(textSchema, toValues(company));

  useFormRecord(form, company, toValues, { version: (row) => [row.id, row.updated_at] });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    const sections: Partial<Record<CompanyProfileSection, ProfileSectionChange>> = {};
    for (const section of companyProfileSections) {
      const file = values[fileOf[section]];
      if (form.isDirty(section) || file) sections[section] = { text: values[section], file };
    }
    try {
      await update.mutateAsync({ id: company.id, sections });
      showSaved(t, t('clients.profiles.saved'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  const handleClear = async (section: CompanyProfileSection) => {
    const label = t(`clients.profiles.sections.${section}`);
    if (!(await confirmAction({ t, message: t('clients.profiles.confirm_clear', { section: label }) })))
      return;
    try {
      await update.mutateAsync({ id: company.id, sections: { [section]: { clear: true } } });
      showSaved(t, t('clients.profiles.cleared'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Stack>
      <CompanyLogoCard company={company} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FormErrors lines={formError} />
          {companyProfileSections.map((section) => {
            const label = t(`clients.profiles.sections.${section}`);
            const hasContent = Boolean(company[section] || company[pathOf[section]]);
            return (
              <Card key={section} withBorder radius="md" padding="md">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Title order={3} fz="md">
                      {label}
                    </Title>
                    {hasContent && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        leftSection={<IconEraser size={14} />}
                        onClick={() => handleClear(section)}
                        aria-label={t('clients.profiles.clear', { section: label })}
                      >
                        {t('clients.profiles.clear_short')}
                      </Button>
                    )}
                  </Group>
                  <Textarea
                    label={t('clients.profiles.text', { section: label })}
                    autosize
                    minRows={3}
                    maxRows={12}
                    {...form.getInputProps(section)}
                  />
                  <FileInput
                    label={t('clients.profiles.file', { section: label })}
                    description={`${t('clients.profiles.file_hint')} · ${t('common.files.max_size', { mb: uploadMaxMb })}`}
                    placeholder={t('common.files.drop')}
                    leftSection={<IconUpload size={16} />}
                    clearable
                    {...form.getInputProps(fileOf[section])}
                  />
                  <CurrentFile
                    fileId={company[pathOf[section]]}
                    current={t('clients.profiles.current_file')}
                    none={t('clients.profiles.no_file')}
                    viewLabel={t('clients.profiles.view_file', { section: label })}
                  />
                </Stack>
              </Card>
            );
          })}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('clients.profiles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
