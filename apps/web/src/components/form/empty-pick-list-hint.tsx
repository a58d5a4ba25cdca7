import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';

/** A page of the route registry (`paths['settings-positions']`): its name for the access check and its link. */
export type HintPage = { name: string; href: () => string };

/**
 * Why a pick list has nothing to offer, and where it is filled: a link to that page when the user
 * may open it, else whom to ask (docs/decisions.md, "Empty pick lists say why"). Given as the
 * field's `description`, so it is read with the field.
 */
export function EmptyPickListHint(props: { message: string; page: HintPage; linkLabel: string }) {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  return (
    <Text component="span" size="xs" c="dimmed" data-testid="empty-pick-list-hint">
      {props.message}{' '}
      {canOpen(props.page.name) ? (
        <Anchor component={Link} to={props.page.href()} size="xs">
          {props.linkLabel}
        </Anchor>
      ) : (
        t('common.pick_list.ask_admin')
      )}
    </Text>
  );
}
