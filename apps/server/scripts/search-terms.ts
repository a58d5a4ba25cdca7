/**
 * The name search terms of the HTTP benchmark, drawn from the data (issue 28 item 3,
 * docs/performance.md "Search terms from the data"): what a recruiter types, not a term chosen to be
 * fast. The terms the issue measured, the most and least frequent surnames and given names alone, short prefixes of them, and
 * sampled candidates' names as one to three words in both orders (surname first too), each as
 * stored (accented) and without accents, lower-cased as typed.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';

/** A term without accents, as a recruiter on an English keyboard types it ('Zúñiga' → 'zuniga'). */
export function plain(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The terms issue 28 measured, typed as a recruiter typed them (both orders, with and without accents). */
const reported = [
  'martinez lopez',
  'lopez martinez',
  'lópez martínez',
  'herrera zuniga',
  'jose luis',
  'claudia alvarado',
  'maría',
  'hernández',
  'garcia',
  'gonzalez maria',
  'itzel',
];

/** How many sampled candidates give their names as terms. */
const SAMPLED = 12;

export async function searchTermsFromData(database: Database): Promise<string[]> {
  const db = database.db;
  const ranked = async (column: 'last_name' | 'second_name' | 'names') =>
    queryRows<{ word: string; n: number }>(
      db,
      // the first word of a compound given name ('José Luis' → 'José')
      sql`select split_part(${sql.identifier(column)}, ' ', 1) as word, count(*)::int as n
            from candidates where not is_deleted group by 1 order by 2 desc, 1`,
    );
  const surnames = await ranked('last_name');
  const given = await ranked('names');
  const ends = <T>(list: T[], k: number) => [...list.slice(0, k), ...list.slice(-k)];
  const singles = [...ends(surnames, 3), ...ends(given, 3)].map((r) => r.word);
  const sampled = await queryRows<{ names: string; last_name: string; second_name: string | null }>(
    db,
    sql`select names, last_name, second_name from candidates where not is_deleted
         order by hashtext(id::text) limit ${SAMPLED}`,
  );
  const combos = sampled.flatMap((c, i) => {
    const first = c.names.split(' ')[0] as string;
    const second = c.second_name ?? c.last_name;
    // one to three words, both orders, surname first as lists show names
    const all = [
      `${c.last_name} ${second}`,
      `${second} ${c.last_name}`,
      `${first} ${c.last_name}`,
      `${c.last_name} ${first}`,
      `${c.names} ${c.last_name}`,
      `${c.last_name} ${second} ${first}`,
    ];
    // two of them per candidate, rotating, so the list stays short
    return [all[i % all.length] as string, all[(i + 3) % all.length] as string];
  });
  const prefixes = ends(surnames, 2).flatMap((r) => [r.word.slice(0, 2), r.word.slice(0, 4)]);
  const terms = [...reported, ...singles, ...combos, ...prefixes].flatMap((t) => [t.toLowerCase(), plain(t)]);
  return [...new Set(terms)];
}
