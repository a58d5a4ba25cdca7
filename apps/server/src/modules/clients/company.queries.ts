import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/index';

/** Reads a company's (Spanish) name: the assignment logs of both processes name it. */
export async function findCompanyName(db: Executor, companyId: number) {
  const [company] = await db
    .select({ name: companies.name_es })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}
