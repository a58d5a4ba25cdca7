import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogs } from '../../db/schema/index';

/** Reads the id of catalog item `id` when it belongs to classification `clasId`. */
export async function findCatalogItem(db: Executor, id: number, clasId: number) {
  const [row] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.id, id), eq(catalogs.clas_id, clasId)));
  return row;
}

/** Reads the id of the catalog item of classification `clasId` with code `code`. */
export async function findCatalogItemByCode(db: Executor, clasId: number, code: string) {
  const [row] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.clas_id, clasId), eq(catalogs.code, code)));
  return row;
}
