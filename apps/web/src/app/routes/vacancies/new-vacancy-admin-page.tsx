import { Button, Card, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { type VacancyType, vacancyTypes } from '@rp/contract/enums';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useRouteTitle } from '../../../components/layout/use-route-title';
import { vacancyHref } from '../../../components/vacancy/vacancy-links';
import { CompanySelect } from '../../../features/clients/components/company-select';
import { VacancyForm } from '../../../features/vacancies/components/vacancy-form';

/** /new_vacancies/admin: the requester chooses the vacancy's type first, then fills its form. */
export default function NewVacancyAdminPage() {
  const { t } = useTranslation();
  const { title } = useRouteTitle();
  const navigate = useNavigate();
  const [type, setType] = useState<VacancyType | null>(null);

  if (!type)
    return (
      <Page title={title}>
        <Radio.Group
          label={t('vacancies.choose_type.title')}
          value={null}
          onChange={(value) => setType(value as VacancyType)}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
            {vacancyTypes.map((option) => (
              <Radio.Card key={option} value={option} radius="md" p="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600}>{t(`vacancies.types.${option}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`vacancies.choose_type.${option}`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      </Page>
    );

  return (
    <Page title={t('vacancies.title_of_type', { title, type: t(`vacancies.types.${type}`) })}>
      <Card withBorder radius="md" padding="xs">
        <Group justify="space-between">
          <Text size="sm">
            {t('vacancies.choose_type.label')}: <b>{t(`vacancies.types.${type}`)}</b>
          </Text>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => setType(null)}
          >
            {t('vacancies.choose_type.change')}
          </Button>
        </Group>
      </Card>
      <VacancyForm
        key={type}
        type={type}
        companyField={(field) => <CompanySelect {...field} />}
        onSaved={(vacancy) => navigate(vacancyHref(vacancy.vacancy_type, vacancy.id))}
        onCancel={() => setType(null)}
      />
    </Page>
  );
}
