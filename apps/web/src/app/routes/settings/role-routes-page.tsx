import { Anchor, Group } from '@mantine/core';
import { paths } from '@rp/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../../components/feedback/error-page';
import { idParam, isNotFound, RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { useRole } from '../../../features/settings/api/get-roles';
import { RoleRoutesEditor } from '../../../features/settings/components/role-routes-editor';
import { RoleSelect } from '../../../features/settings/components/role-select';

/** /settings/roles/routes/:id_role?: which pages a role opens, with a free label per page. */
export default function RoleRoutesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id_role } = useParams();
  const id = idParam(id_role);
  const role = useRole(id);

  if ((id_role !== undefined && id === undefined) || isNotFound(role.error))
    return <ErrorPage kind="not_found" />;

  return (
    <Page
      title={
        role.data
          ? `${t('routes.settings_roles_routes_id_role.title')}: ${role.data.name}`
          : t('routes.settings_roles_routes_id_role.title')
      }
      description={id === undefined ? t('settings.routes_editor.pick_role') : undefined}
      actions={
        <RoleSelect
          value={id}
          onChange={(value) => navigate(paths['settings-roles-routes-id_role'].href({ id_role: value }))}
        />
      }
    >
      <Anchor component={Link} to={paths['settings-roles'].href()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('settings.routes_editor.back')}
        </Group>
      </Anchor>
      {id !== undefined && (
        <RecordState query={role}>
          {(row) => <RoleRoutesEditor key={`${row.id}-${row.updated_at}`} role={row} />}
        </RecordState>
      )}
    </Page>
  );
}
