import { resourceAccess } from '@rp/contract';
import {
  blackListCreateSchema,
  blackListSchema,
  blackListUpdateSchema,
  candidateCreateSchema,
  candidateSchema,
  candidateUpdateSchema,
} from '@rp/contract/entities';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { blackList, candidateNamesSearch, candidates } from '../../db/schema/index';
import type { ResourceDef, Row } from '../../resources/types';

/** full name (last name, second name, names), age in years and its label (spec §3, derived). */
function withDerived(row: Row): Row {
  const fullName = [row.last_name, row.second_name, row.names]
    .filter((p) => typeof p === 'string' && p)
    .join(' ');
  let age: number | null = null;
  if (typeof row.birthdate === 'string' && row.birthdate) {
    const birth = new Date(`${row.birthdate}T00:00:00Z`);
    const now = new Date();
    age = now.getUTCFullYear() - birth.getUTCFullYear();
    const beforeBirthday =
      now.getUTCMonth() < birth.getUTCMonth() ||
      (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
    if (beforeBirthday) age -= 1;
  }
  return { ...row, full_name: fullName, age, age_label: age === null ? null : `${age}` };
}

/** candidate.is_black_list is true while one of its black-list rows is active. */
async function syncBlackList(db: Tx, candidateId: number) {
  await db
    .update(candidates)
    .set({
      is_black_list: sql`exists (select 1 from black_list b where b.candidate = ${candidateId} and b.is_active)`,
      updated_at: sql`now()`,
    })
    .where(eq(candidates.id, candidateId));
}

export const candidatesResources: ResourceDef[] = [
  {
    path: 'candidates',
    table: candidates,
    access: resourceAccess.candidates,
    read: candidateSchema,
    create: candidateCreateSchema,
    update: candidateUpdateSchema,
    search: [
      candidateNamesSearch(candidates),
      candidates.email,
      candidates.phone_number,
      candidates.curp,
      candidates.rfc,
    ],
    defaultOrdering: '-created_at',
    baseWhere: eq(candidates.is_deleted, false),
    softDelete: { column: 'is_deleted', value: true, reasonColumn: 'deleted_reason' },
    expand: async (_ctx, rows) => rows.map(withDerived),
    async beforeWrite(ctx, input, existing) {
      const { confirm_duplicates: _ignored, ...values } = input;
      return existing ? values : { ...values, created_by: ctx.actor.id };
    },
  },
  {
    path: 'black-list',
    table: blackList,
    access: resourceAccess['black-list'],
    read: blackListSchema,
    create: blackListCreateSchema,
    update: blackListUpdateSchema,
    defaultOrdering: '-created_at',
    async beforeWrite(ctx, input, existing) {
      return existing ? input : { ...input, created_by: ctx.actor.id };
    },
    async afterWrite(ctx, row) {
      await syncBlackList(ctx.db, Number(row.candidate));
    },
    async onDelete(ctx, row) {
      await ctx.db.delete(blackList).where(eq(blackList.id, Number(row.id)));
      await syncBlackList(ctx.db, Number(row.candidate));
    },
  },
];
