import { clas } from '@rp/contract/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogs, techResources } from '../../db/schema/index';

/**
 * The statements of the tech-resources actions (tech-resources.service.ts holds what they answer;
 * docs/architecture.md "Where each kind of code lives").
 */

/** Reads the active catalog items of the software, systems and profile classifications, by name. */
export function findTechResourceCatalogItems(db: Executor) {
  return db
    .select({
      id: catalogs.id,
      clas: catalogs.clas_id,
      code: catalogs.code,
      name: catalogs.name,
      name_en: catalogs.name_en,
    })
    .from(catalogs)
    .where(
      and(
        inArray(catalogs.clas_id, [clas.techSoftware, clas.techSystems, clas.techProfiles]),
        eq(catalogs.status, true),
      ),
    )
    .orderBy(asc(catalogs.name));
}

/** Reads a vacancy's tech-resources row. */
export async function findTechResourceOfVacancy(db: Executor, vacancyId: number) {
  const [row] = await db.select().from(techResources).where(eq(techResources.vacancy, vacancyId));
  return row;
}
