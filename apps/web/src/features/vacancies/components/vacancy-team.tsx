import '../texts';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Vacancy } from '@rp/contract/entities';
import { userDisplayName } from '@rp/contract/rules/names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { useUserLists } from '../api/get-vacancy-references';
import { useSaveVacancy } from '../api/save-vacancy';

type Member = 'recruiter' | 'hr_manager' | 'program_manager';
const groups = {
  recruiter: 'recruiters',
  hr_manager: 'hr_managers',
  program_manager: 'program_managers',
} as const;
const members: Member[] = ['recruiter', 'hr_manager', 'program_manager'];

/** Whether a vacancy's team and tech resources still change (docs/domain.md#vacancy-status-and-stage). */
export const isOpen = (vacancy: Vacancy) => vacancy.status === 'New' || vacancy.status === 'Pending';

/** The vacancy's team (recruiter, HR manager, program manager from users/lists/), editable while open. */
export function VacancyTeam({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const lists = useUserLists();
  const save = useSaveVacancy();
  const saved = {
    recruiter: vacancy.recruiter,
    hr_manager: vacancy.hr_manager,
    program_manager: vacancy.program_manager,
  };
  const [team, setTeam] = useState(saved);
  const isEditable = isOpen(vacancy);
  const isDirty = members.some((member) => team[member] !== saved[member]);

  const options = (member: Member) => {
    const users = lists.data?.[groups[member]] ?? [];
    const data = users.map((user) => ({ value: String(user.id), label: userDisplayName(user) }));
    const value = team[member];
    return value === null || users.some((user) => user.id === value)
      ? data
      : [...data, { value: String(value), label: `#${value}` }];
  };

  const handleSave = async () => {
    try {
      await save.mutateAsync({ id: vacancy.id, body: team });
      showSaved(t, t('vacancies.team.saved'));
    } catch (error) {
      showApiError(error, t);
    }
  };

  return (
    <Stack>
      {!isEditable && (
        <Text size="sm" c="dimmed">
          {t('vacancies.team.read_only')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {members.map((member) => (
          <Select
            key={member}
            label={t(`vacancies.fields.${member}`)}
            searchable
            clearable
            disabled={!isEditable || lists.isLoading}
            data={options(member)}
            value={team[member] === null ? null : String(team[member])}
            onChange={(value) =>
              setTeam((current) => ({ ...current, [member]: value ? Number(value) : null }))
            }
          />
        ))}
      </SimpleGrid>
      {isEditable && (
        <Group justify="flex-end">
          <Button loading={save.isPending} disabled={!isDirty} onClick={handleSave}>
            {t('vacancies.team.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
