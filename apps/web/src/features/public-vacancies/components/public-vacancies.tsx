import '../texts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCurrency } from '@rp/contract';
import { type CompanyPublic, companyByKeySchema, type PublicVacancy } from '@rp/contract/entities';
import type { VacancyType } from '@rp/contract/enums';
import { IconBriefcase } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../components/feedback/record-state';
import { FormModal } from '../../../components/form/form-modal';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useCompanyByKey } from '../api/get-company-by-key';
import { usePublicVacancies } from '../api/get-public-vacancies';
import { ApplyForm } from './apply-form';

/** The company's public name, else its name in the page language. */
export const companyDisplayName = (company: CompanyPublic, lang: string) =>
  company.public_name?.trim() ||
  (lang === 'en' ? company.name_en?.trim() || company.name_es : company.name_es);

/** "$18,000.00 – $22,000.00", "Desde …", "Hasta …"; null when confidential (no amounts). */
export function salaryText(t: TFunction, vacancy: Pick<PublicVacancy, 'salary_from' | 'salary_to'>) {
  const from = vacancy.salary_from === null ? null : formatCurrency(vacancy.salary_from);
  const to = vacancy.salary_to === null ? null : formatCurrency(vacancy.salary_to);
  if (from && to) return t('vacancies.public.salary_range', { from, to });
  if (from) return t('vacancies.public.salary_from', { from });
  if (to) return t('vacancies.public.salary_to', { to });
  return null;
}

function Detail(props: { label: string; children: ReactNode }) {
  if (props.children === null || props.children === undefined || props.children === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}

function VacancyCard(props: { vacancy: PublicVacancy; onApply: () => void }) {
  const { t } = useTranslation();
  const { vacancy } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={vacancy.position}>
      <Stack gap="sm" h="100%">
        <div>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {vacancy.position}
          </Title>
          {vacancy.code && (
            <Badge variant="light" size="sm" mt={4}>
              {vacancy.code}
            </Badge>
          )}
        </div>
        <Detail label={t('vacancies.public.plant')}>{vacancy.plant}</Detail>
        <Detail label={t('vacancies.public.shift')}>{vacancy.shift_description}</Detail>
        <Detail label={t('vacancies.public.salary')}>{salaryText(t, vacancy)}</Detail>
        <Detail label={t('vacancies.public.scholar_level')}>{vacancy.scholar_level}</Detail>
        <Detail label={t('vacancies.public.english_level')}>{vacancy.english_level}</Detail>
        <Detail label={t('vacancies.public.experience')}>{vacancy.experience}</Detail>
        <Button
          mt="auto"
          fullWidth
          onClick={props.onApply}
          aria-label={t('vacancies.public.apply_to', { position: vacancy.position })}
        >
          {t('vacancies.public.apply')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /vacancies/{type}/:id_key (public layout, no account): the company's name and benefits, its open
 * vacancies of `type` as cards, each with an application form. An unknown key is `notFound`.
 */
export function PublicVacancies(props: {
  companyKey: string | undefined;
  type: VacancyType;
  notFound: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const key = props.companyKey ?? '';
  const isValidKey = companyByKeySchema.safeParse({ key }).success;
  const company = useCompanyByKey(key, i18n.language, isValidKey);
  const list = usePublicVacancies({ key, type: props.type, lang: i18n.language }, isValidKey);
  const [applying, setApplying] = useState<PublicVacancy | null>(null);
  const name = company.data ? companyDisplayName(company.data, i18n.language) : null;
  useDocumentTitle(name ? `${t('vacancies.public.title')} · ${name}` : t('vacancies.public.title'));

  if (!isValidKey || isNotFound(company.error) || isNotFound(list.error)) return <>{props.notFound}</>;

  const failed = company.isError || list.isError;
  // over the public allowance the server says how long to wait, in the reader's language
  const tooMany = [company.error, list.error].find(
    (error) => error instanceof ApiError && error.status === 429,
  );
  if (failed || !company.data || !list.data)
    return (
      <Center h={200}>
        {failed ? (
          <Alert color="red" role="alert">
            <Group gap="sm">
              <Text size="sm">{tooMany ? tooMany.message : t('common.table.error')}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  void company.refetch();
                  void list.refetch();
                }}
              >
                {t('common.actions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Loader role="status" aria-label={t('common.table.loading')} />
        )}
      </Center>
    );

  const vacancies = list.data;
  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="center">
          {company.data.logo && (
            <Image
              src={company.data.logo}
              alt={t('vacancies.public.logo_alt', { name })}
              h={56}
              w="auto"
              maw={160}
              fit="contain"
            />
          )}
          <div>
            <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text c="dimmed" size="sm">
              {t('vacancies.public.title')}
            </Text>
          </div>
        </Group>
        {company.data.benefits && (
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-label={t('vacancies.public.benefits')}
          >
            <Title order={3} fz="md" mb="xs">
              {t('vacancies.public.benefits')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {company.data.benefits}
            </Text>
          </Card>
        )}
        <section aria-label={t('vacancies.public.openings')}>
          {vacancies.length === 0 ? (
            <Alert color="gray" icon={<IconBriefcase size={18} />}>
              {t('vacancies.public.empty')}
            </Alert>
          ) : (
            // the theme's breakpoints: two cards a row from 768 px, three from 1200 px
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {vacancies.map((vacancy) => (
                <VacancyCard key={vacancy.id} vacancy={vacancy} onApply={() => setApplying(vacancy)} />
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
      <FormModal
        opened={applying !== null}
        onClose={() => setApplying(null)}
        title={applying ? t('vacancies.public.form_title', { position: applying.position }) : ''}
        size="lg"
        fullScreen={Boolean(isPhone)}
        closeButtonProps={isPhone ? { size: 'xl' } : undefined}
      >
        {applying && <ApplyForm key={applying.id} vacancy={applying} onCancel={() => setApplying(null)} />}
      </FormModal>
    </Container>
  );
}
