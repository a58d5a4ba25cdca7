import { clas } from '@rp/contract/enums';
import { localizedName } from '@rp/contract/rules/names';
import type { Ctx } from '../../context';
import { notFound } from '../../lib/errors';
import { findTechResourceCatalogItems, findTechResourceOfVacancy } from './tech-resources.queries';
import { findVisibleVacancy } from './vacancy-candidates.queries';
import { vacancyScope } from './vacancy-stages';

/**
 * tech-resources/get_settings/ (docs/decisions.md#administrative-process-issue-13): the software and systems
 * choices (catalog classifications 10 and 11) and the two profile labels (classification 12,
 * PROFILE_ONE and PROFILE_TWO), in the caller's language; all editable on /settings/catalogs.
 */
export async function techResourceSettings(ctx: Ctx) {
  const rows = await findTechResourceCatalogItems(ctx.db);
  const named = (row: (typeof rows)[number]) => ({
    id: row.id,
    name: localizedName({ es: row.name, en: row.name_en }, ctx.lang) ?? '',
  });
  const profile = (code: string, fallback: string) => {
    const row = rows.find((r) => r.clas === clas.techProfiles && r.code === code);
    return row ? named(row).name : fallback;
  };
  return {
    software: rows.filter((r) => r.clas === clas.techSoftware).map(named),
    systems: rows.filter((r) => r.clas === clas.techSystems).map(named),
    profile_one_label: profile('PROFILE_ONE', 'Profile 1'),
    profile_two_label: profile('PROFILE_TWO', 'Profile 2'),
  };
}

/** tech-resources/get_resource/?vacancy: the vacancy's row, or an empty one (404 for a vacancy out of scope). */
export async function techResourceOf(ctx: Ctx, vacancyId: number) {
  const vacancy = await findVisibleVacancy(
    ctx.db,
    vacancyId,
    ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor),
  );
  if (!vacancy) throw notFound();
  const row = await findTechResourceOfVacancy(ctx.db, vacancyId);
  return (
    row ?? {
      id: null,
      vacancy: vacancyId,
      computer: false,
      line: false,
      extension: false,
      software: [],
      other_software: null,
      access_card: false,
      printer: false,
      drive: false,
      systems: [],
      profile_one: null,
      profile_two: null,
      notes: null,
      created_at: null,
      updated_at: null,
    }
  );
}
