import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { RotationBoard } from '../../../features/clients/components/rotation-board';

/** /clients/rotations: each company's rotation (turnover %) and its monthly history. */
export default function RotationsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.clients_rotations.title')}>
      <RotationBoard />
    </Page>
  );
}
