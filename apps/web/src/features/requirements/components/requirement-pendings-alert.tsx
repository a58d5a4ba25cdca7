import { Alert, Anchor, List, Text } from '@mantine/core';
import { codeOrId, formatDate } from '@rp/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCheckPendings } from '../api/check-pendings';
import { requirementHref } from './requirement-links';

/** The warning that the chosen company still has requirements with open positions (docs/domain.md#statuses-and-transitions). */
export function RequirementPendingsAlert({ company }: { company: number | null }) {
  const { t } = useTranslation();
  const query = useCheckPendings(company);
  const data = query.data;
  if (company === null || !data || data.pendings === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={18} />}
      title={t('requirements.pendings.title', { count: data.pendings })}
      role="status"
      aria-label={t('requirements.pendings.title', { count: data.pendings })}
    >
      <Text size="sm" mb="xs">
        {t('requirements.pendings.message')}
      </Text>
      <List size="sm" spacing={2}>
        {data.requeriments.map((row) => (
          <List.Item key={row.id}>
            <Anchor component={Link} to={requirementHref(row.id)} size="sm">
              {codeOrId(row.code, row.id)}
            </Anchor>{' '}
            · {formatDate(row.requeriment_date)} ·{' '}
            {t('requirements.pendings.open_positions', { count: row.open_positions })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
