import { Button, Menu } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportModal } from '../../../components/files/report-modal';
import { useOfferLetter } from '../api/get-offer-letter';

/** The offer letter PDF, in the language the recruiter picks for the candidate. */
export function OfferLetterButton(props: { id: number }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<'es' | 'en' | null>(null);
  const letter = useOfferLetter(props.id, lang);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" leftSection={<IconFileTypePdf size={16} />}>
            {t('vacancies.candidates.offer_letter')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('vacancies.candidates.offer_letter_lang')}</Menu.Label>
          <Menu.Item onClick={() => setLang('es')}>{t('vacancies.candidates.offer_letter_es')}</Menu.Item>
          <Menu.Item onClick={() => setLang('en')}>{t('vacancies.candidates.offer_letter_en')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ReportModal
        title={t('vacancies.candidates.offer_letter')}
        report={letter}
        opened={lang !== null}
        onClose={() => setLang(null)}
      />
    </>
  );
}
