import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { menuGroups, type PageRoute, pageRoutes } from '@rp/contract';
import { type Role, roleUpdateSchema } from '@rp/contract/entities';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useSaveRole } from '../api/save-role';

type Values = { routes: string[]; routes_label: Record<string, string> };
type Section = { id: string; label: string; routes: PageRoute[] };

/**
 * Public pages (login, the approval and application pages) need no grant and superuser-only pages
 * (the audit log) cannot have one, so neither is listed.
 */
const allRoutes = (pageRoutes as readonly PageRoute[]).filter(
  (route) => !route.isPublic && !route.superuserOnly,
);

/** Every signed-in page route, grouped as the menu; routes without a menu group go under "General". */
function useSections(): Section[] {
  const { t } = useTranslation();
  return [
    ...menuGroups.map((group) => ({
      id: group.id,
      label: t(group.labelKey),
      routes: allRoutes.filter((route) => route.group === group.id),
    })),
    {
      id: 'general',
      label: t('settings.routes_editor.general'),
      routes: allRoutes.filter((route) => route.group === null),
    },
  ];
}

const toValues = (role: Role): Values => ({
  routes: [...role.routes],
  routes_label: Object.fromEntries(
    allRoutes.map((route) => [route.name, role.routes_label?.[route.name] ?? '']),
  ),
});

function SectionCard(props: {
  section: Section;
  selected: Set<string>;
  onToggle: (names: string[], isOn: boolean) => void;
  labelProps: (name: string) => ReturnType<ReturnType<typeof useZodForm<Values>>['getInputProps']>;
}) {
  const { t } = useTranslation();
  const { section, selected } = props;
  const names = section.routes.map((route) => route.name);
  const count = names.filter((name) => selected.has(name)).length;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs">
        <Checkbox
          label={
            <Title order={3} fz="md">
              {section.label}
            </Title>
          }
          aria-label={t('settings.routes_editor.select_all', { group: section.label })}
          checked={count === names.length && names.length > 0}
          indeterminate={count > 0 && count < names.length}
          onChange={(event) => props.onToggle(names, event.currentTarget.checked)}
        />
        <Badge variant="light" color={count > 0 ? 'green' : 'gray'}>
          {count}/{names.length}
        </Badge>
      </Group>
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Tbody>
          {section.routes.map((route) => {
            const title = t(route.titleKey);
            return (
              <Table.Tr key={route.name}>
                <Table.Td>
                  <Checkbox
                    checked={selected.has(route.name)}
                    onChange={(event) => props.onToggle([route.name], event.currentTarget.checked)}
                    label={
                      <Stack gap={0}>
                        <Text size="sm">{title}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {route.name}
                        </Text>
                      </Stack>
                    }
                  />
                </Table.Td>
                <Table.Td w="40%">
                  <TextInput
                    size="xs"
                    aria-label={t('settings.routes_editor.label_of', { route: route.name })}
                    placeholder={t('settings.routes_editor.label')}
                    maxLength={150}
                    {...props.labelProps(route.name)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Which pages a role opens, by menu group, with a free label per page. */
export function RoleRoutesEditor({ role }: { role: Role }) {
  const { t } = useTranslation();
  const sections = useSections();
  const save = useSaveRole();
  const [formError, setFormError] = useState<string[]>([]);
  const form = useZodForm<Values>(roleUpdateSchema, toValues(role));
  const selected = new Set(form.values.routes);
  const known = allRoutes.filter((route) => selected.has(route.name)).length;

  const handleToggle = (names: string[], isOn: boolean) => {
    const next = new Set(form.values.routes);
    for (const name of names) {
      if (isOn) next.add(name);
      else next.delete(name);
    }
    form.setFieldValue('routes', [...next]);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError([]);
    const labels = Object.fromEntries(
      Object.entries(values.routes_label)
        .map(([name, label]) => [name, label.trim()] as const)
        .filter(([, label]) => label !== ''),
    );
    try {
      await save.mutateAsync({
        id: role.id,
        body: { routes: values.routes, routes_label: Object.keys(labels).length ? labels : null },
      });
      form.resetDirty();
      showSaved(t, t('settings.routes_editor.saved'));
    } catch (error) {
      setFormError(applyServerErrors(form, error));
      if (!(error instanceof ApiError && error.status === 400))
        showApiError(error, t, t('common.notify.error_saving'));
    }
  });

  const saveButton = (
    <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
      {t('common.actions.save')}
    </Button>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('settings.routes_editor.selected', { count: known, total: allRoutes.length })}
          </Text>
          {saveButton}
        </Group>
        <FormErrors lines={formError} />
        {sections.map((section) => (
          <SectionCard
            key={section.id}
            section={section}
            selected={selected}
            onToggle={handleToggle}
            labelProps={(name) => form.getInputProps(`routes_label.${name}`)}
          />
        ))}
        <Group justify="flex-end">{saveButton}</Group>
      </Stack>
    </form>
  );
}
