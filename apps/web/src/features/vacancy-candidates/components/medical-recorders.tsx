import { Anchor, Text } from '@mantine/core';
import { paths } from '@rp/contract';
import { userDisplayName } from '@rp/contract/rules/names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { useMedicalRecorders } from '../api/get-medical-recorders';

/**
 * Under a hire held by the medical exam: who can record the result (the medical service users of
 * the vacancy's company), or that nobody can yet, with the users page to assign the company (or whom
 * to ask) — docs/decisions.md, "A new company ready on day one".
 */
export function MedicalRecorders(props: { vacancy: number }) {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  const recorders = useMedicalRecorders(props.vacancy);
  if (!recorders.isSuccess || !recorders.users) return null;
  const users = recorders.users;
  if (users.length > 0)
    return (
      <Text size="sm" data-testid="medical-recorders">
        {t('followup.hire.medical_recorders', {
          names: users.map(userDisplayName).join(', '),
        })}
      </Text>
    );
  const page = paths['settings-users'];
  return (
    <Text size="sm" data-testid="medical-recorders">
      {t('followup.hire.medical_nobody')}{' '}
      {canOpen(page.name) ? (
        <Anchor component={Link} to={page.href()} size="sm">
          {t('followup.hire.medical_assign')}
        </Anchor>
      ) : (
        t('followup.hire.medical_ask_admin')
      )}
    </Text>
  );
}
