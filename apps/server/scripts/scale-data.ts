/**
 * The synthetic data of the benchmarks at scale (docs/performance.md), generated in set-based SQL
 * (generate_series, hashtext for repeatable pseudo-random draws): candidates, companies and their
 * targets, the direct process (sites, positions, requirements, items, requirement candidates) and the
 * administrative process (vacancies, approvals, vacancy candidates). `npm run bench` (bench.ts),
 * `npm run seed:scale` (seed-scale.ts) and `npm run bench:http` (bench-http.ts) all insert through
 * these functions, so their databases hold the same data for the same sizes and spans.
 */
import { resourceAccess } from '@rp/contract';
import { clas } from '@rp/contract/enums';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client';
import { roles, userCompanies, userRoles, users } from '../src/db/schema/index';
import { PUBLIC_PAGE_SOURCE_CODE } from '../src/db/seed/data/catalogs';
import { hashPassword } from '../src/lib/password';
import { recount } from '../src/modules/requirements/requirement-counters';
import { maxReminders } from '../src/modules/vacancies/approval-reminders';

export const firstNames =
  'José Luis|Juan Carlos|Miguel Ángel|Francisco|Alejandro|Jesús|Ricardo|Eduardo|Fernando|Roberto|Daniel|Óscar|Sergio|Martín|Raúl|Arturo|Javier|Héctor|Pedro|Manuel|Iván|Diego|Omar|Adrián|Rubén|María Guadalupe|Guadalupe|María Fernanda|Ana Karen|Verónica|Alejandra|Patricia|Adriana|Claudia|Gabriela|Leticia|Rosa María|Daniela|Karla|Diana|Yesenia|Mónica|Elizabeth|Sandra|Laura|Araceli|Brenda|Marisol|Itzel|Jazmín'.split(
    '|',
  );
/** The first 25 given names are male ones. */
const MALE_NAMES = 25;
export const surnames =
  'Hernández|García|Martínez|López|González|Pérez|Rodríguez|Sánchez|Ramírez|Cruz|Flores|Gómez|Morales|Vázquez|Reyes|Jiménez|Torres|Díaz|Gutiérrez|Ruiz|Mendoza|Aguilar|Ortiz|Moreno|Castillo|Romero|Álvarez|Méndez|Chávez|Rivera|Juárez|Ramos|Domínguez|Herrera|Medina|Castro|Vargas|Guzmán|Velázquez|Muñoz|Rojas|Contreras|Salazar|Luna|Ortega|Guerrero|Estrada|Bautista|Cortés|Soto|Alvarado|Espinoza|Lara|Ávila|Ríos|Cervantes|Navarro|Delgado|Villarreal|Treviño|Garza|Ibarra|Zúñiga|Ochoa|Cárdenas|Peña|Valdez|Saldaña|Núñez|Acosta'.split(
    '|',
  );
const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * How far back the generated dates reach, in days: `npm run bench` keeps the spans its published
 * figures were measured with (candidates created over three years, requirements dated over two,
 * vacancies created over 1,500 days); `npm run seed:scale` spreads all three over five years.
 */
export const BENCH_SPANS = { candidateDays: 3 * 365, requirementDays: 730, vacancyDays: 1500 } as const;
export const FIVE_YEARS = 5 * 365;

/**
 * Inserts `n` candidates in one statement. Secondary indexes are dropped first and rebuilt after
 * (a bulk build is much faster than maintaining five trigram indexes row by row), then ANALYZE.
 * Identity numbers are valid and unique by construction: the row number is encoded in the CURP's
 * state, consonants and homonym (with RENAPO's check digit, the contract's rule) and in the RFC's
 * first four letters.
 */
export async function bulkInsertCandidates(
  database: Database,
  n: number,
  categoryIds: number[],
  spanDays: number = BENCH_SPANS.candidateDays,
) {
  const db = database.db;
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'candidates' and indexname not like '%_pkey'`,
  );
  // per-column statistics targets of those indexes (migration 0002) are lost with them: keep them
  const targets = await queryRows<{ index: string; attnum: number; target: number }>(
    db,
    sql`select c.relname as index, a.attnum::int as attnum, a.attstattarget::int as target
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_attribute a on a.attrelid = c.oid
      where i.indrelid = 'candidates'::regclass and not i.indisprimary and coalesce(a.attstattarget, -1) > 0`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  /** `expr` (a non-negative bigint) written in `width` base-`alphabet.length` digits. */
  const digits = (expr: string, width: number, alphabet: string) =>
    Array.from(
      { length: width },
      (_, k) =>
        `substr('${alphabet}', (1 + ((${expr}) / ${alphabet.length ** (width - 1 - k)}) % ${alphabet.length})::int, 1)`,
    ).join(' || ');
  const AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ';
  const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  const CURP_STATES =
    'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
      ' ',
    );
  const AZ09 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const [direct, indirect, administrative] = categoryIds;
  const insertStarted = performance.now();
  await db.execute(sql`
    insert into candidates (names, last_name, second_name, curp, rfc, email, phone_number, genre, birthdate,
      category, status, city, state, created_at, updated_at)
    select
      names, last_name, second_name,
      curp_body || (
        select ((10 - sum((strpos(${CURP_ALPHABET}, substr(curp_body, k, 1)) - 1) * (19 - k)) % 10) % 10)::text
        from generate_series(1, 17) as k
      ),
      case when h2 % 2 = 0 then ${sql.raw(digits('i / 46656', 4, AZ))} || to_char(birthdate, 'YYMMDD')
        || ${sql.raw(digits('i % 46656', 3, AZ09))} end,
      translate(lower(split_part(names, ' ', 1) || '.' || last_name), 'áéíóúñ', 'aeioun') || i || '@example.com',
      '55' || lpad((h3 % 100000000)::text, 8, '0'),
      case when h1 % ${firstNames.length} < ${MALE_NAMES} then 'Male' else 'Female' end,
      birthdate,
      case when h2 % 100 < 60 then ${direct}::int when h2 % 100 < 85 then ${indirect}::int else ${administrative}::int end,
      case when h3 % 20 = 0 then 'Inactive' else 'Active' end,
      'Ciudad Juárez', 'Chihuahua',
      created_at, created_at
    from (
      select i, h1, h2, h3,
        (${textArray(firstNames)})[1 + h1 % ${firstNames.length}] as names,
        (${textArray(surnames)})[1 + h2 % ${surnames.length}] as last_name,
        (${textArray(surnames)})[1 + h3 % ${surnames.length}] as second_name,
        date '1965-01-01' + (h1 % 14000)::int as birthdate,
        now() - make_interval(secs => (h2 % (${spanDays}::bigint * 86400))::double precision) as created_at
      from (
        select i,
          hashtext(i::text)::bigint & 2147483647 as h1,
          hashtext(i::text || 'b')::bigint & 2147483647 as h2,
          hashtext(i::text || 'c')::bigint & 2147483647 as h3
        from generate_series(1, ${n}::bigint) as i
      ) hashed
    ) rows
    -- a CURP the contract accepts (curpProblem): initials (the 2nd the surname's first inner vowel),
    -- birth date, sex, a state and three consonants and the homonym digit from i (unique up to
    -- 3,056,130 rows), then RENAPO's check digit (weights 18..2, modulo 10) above
    cross join lateral (
      select upper(left(translate(last_name, 'ÁÉÍÓÚÑáéíóúñ', 'AEIOUXaeioux'), 1)
          || coalesce(substring(substr(translate(upper(last_name), 'ÁÉÍÓÚÑ', 'AEIOUX'), 2) from '[AEIOU]'), 'X')
          || left(translate(second_name, 'ÁÉÍÓÚÑ', 'AEIOUX'), 1) || left(translate(names, 'ÁÉÍÓÚÑ', 'AEIOUX'), 1))
        || to_char(birthdate, 'YYMMDD') || case when h1 % ${firstNames.length} < ${MALE_NAMES} then 'H' else 'M' end
        || (${textArray(CURP_STATES)})[1 + (i / 92610) % ${CURP_STATES.length}]
        || ${sql.raw(digits('i / 10', 3, CONSONANTS))} || (i % 10)::text as curp_body
    ) as curp_of`);
  const insertSeconds = (performance.now() - insertStarted) / 1000;
  const indexStarted = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  for (const t of targets)
    await db.execute(sql.raw(`alter index "${t.index}" alter column ${t.attnum} set statistics ${t.target}`));
  // VACUUM too: it marks the pages all-visible, so the search window reads candidates_newest_idx
  // alone (index-only) as it does on a database autovacuum has visited (docs/decisions.md "Name
  // words are matched from their start (issue 28)")
  await db.execute(sql`vacuum (analyze) candidates`);
  return { insertSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
}

export async function insertCompanies(database: Database, n: number) {
  // four regions, the companies spread over them (the dashboards' region filter narrows to a quarter)
  await database.db.execute(
    sql`insert into regions (name, area) values ('Norte', 'Frontera norte'), ('Bajío', 'Centro'),
          ('Sureste', 'Sur'), ('Occidente', 'Pacífico')`,
  );
  await database.db.execute(sql`
    insert into companies (code, name_es, name_en, region, rfc, custom_url, priority_order)
    select 'BENCH-' || i, 'Empresa de prueba ' || i, 'Test company ' || i,
      (array(select id from regions where name in ('Norte', 'Bajío', 'Sureste', 'Occidente') order by id))[1 + i % 4],
      'EMP' || lpad(i::text, 6, '0') || 'AB1', 'empresa-' || i, i
    from generate_series(1, ${n}) as i`);
}

/** This year's monthly targets of every bench company in the direct and administrative categories (targets vs hires). */
export async function insertTargets(database: Database) {
  await database.db.execute(sql`
    insert into targets (company, category, values)
    select c.id, g.id, jsonb_build_object('year', extract(year from current_date)::int,
             'months', (select jsonb_agg(5 + (c.id + m) % 20) from generate_series(1, 12) m))
      from companies c cross join categories g
     where c.code like 'BENCH-%' and g.code in ('DIRECT', 'ADMINISTRATIVE')`);
}

/** Requirements of the bench (the direct process, docs/domain.md), with 1–3 items each. */
export const REQUIREMENTS = 20_000;
/** The company-scoped user of the scoped cases sees this many of the 200 companies. */
export const SCOPED_COMPANIES = 20;

/**
 * The direct process at scale, in SQL: two sites per bench company, 300 positions,
 * `shape.requirements` requirements dated over the last `shape.spanDays` days (1–3 items each) and `n` assignments of the candidates to
 * their items; then the counters as `recount()` computes them, and ANALYZE.
 */
export async function bulkInsertDirectProcess(
  database: Database,
  n: number,
  adminId: number,
  shape: { requirements: number; spanDays: number } = {
    requirements: REQUIREMENTS,
    spanDays: BENCH_SPANS.requirementDays,
  },
) {
  const db = database.db;
  const started = performance.now();
  const hashes = (key: string) =>
    sql.raw(`
    hashtext(${key}::text)::bigint & 2147483647 as h1,
    hashtext(${key}::text || 'b')::bigint & 2147483647 as h2,
    hashtext(${key}::text || 'c')::bigint & 2147483647 as h3`);
  await db.execute(sql`
    insert into sites (code, name, company, city, state, country)
    select 'S' || c.id || '-' || k, 'Planta ' || k || ' ' || c.name_es, c.id, 'Ciudad Juárez', 'Chihuahua', 'México'
    from companies c cross join generate_series(1, 2) as k
    where c.code like 'BENCH-%'
    order by c.id, k`);
  await db.execute(sql`
    insert into positions (name_es, name_en, company)
    select (array['Operador de producción','Técnico de mantenimiento','Supervisor de línea','Almacenista',
             'Inspector de calidad','Montacarguista'])[1 + i % 6] || ' ' || i,
           (array['Production operator','Maintenance technician','Line supervisor','Warehouse clerk',
             'Quality inspector','Forklift driver'])[1 + i % 6] || ' ' || i,
           case when i % 3 = 0 then null else c.a[1 + i % cardinality(c.a)] end
    from generate_series(1, 300) as i,
      (select array_agg(id order by id) as a from companies where code like 'BENCH-%') c`);
  // status by age: most older requirements are closed (or canceled), recent ones still recruit
  await db.execute(sql`
    insert into requeriments (company, site, request_by, category, status, is_deleted, additional_comments,
      requeriment_date, week, year, closed_at, cancel_user, cancel_at, cancel_reason, created_at, updated_at)
    select company,
      case when h3 % 10 = 0 then null
        else (select s.id from sites s where s.company = x.company order by s.id offset h3 % 2 limit 1) end,
      ${adminId}::int, category, status, h3 % 100 = 99, 'Requerimiento de prueba', d,
      extract(week from d)::int, extract(isoyear from d)::int,
      case when status = 'Closed' then least(now(), (d + (10 + h2 % 40)::int)::timestamptz) end,
      case when status = 'Cancel' then ${adminId}::int end,
      case when status = 'Cancel' then least(now(), (d + (2 + h2 % 20)::int)::timestamptz) end,
      case when status = 'Cancel' then 'Cancelado por el cliente' end,
      d + make_interval(hours => (8 + h3 % 10)::int), d + make_interval(hours => (8 + h3 % 10)::int)
    from (
      select h2, h3, d,
        companies.a[1 + h1 % cardinality(companies.a)] as company,
        case when h2 % 100 < 80 then categories.direct else categories.indirect end as category,
        case when current_date - d > 60 then
          case when h3 % 100 < 70 then 'Closed' when h3 % 100 < 80 then 'Cancel'
               when h3 % 100 < 95 then 'Recruiting' else 'Approved' end
        else
          case when h3 % 100 < 15 then 'New' when h3 % 100 < 30 then 'Approved'
               when h3 % 100 < 85 then 'Recruiting' when h3 % 100 < 95 then 'Closed' else 'Cancel' end
        end as status
      from (
        select i, ${hashes("'r' || i")}, current_date - ((hashtext(i::text || 'd')::bigint & 2147483647) % ${shape.spanDays})::int as d
        from generate_series(1, ${shape.requirements}) as i
      ) hashed,
      (select array_agg(id order by id) as a from companies where code like 'BENCH-%') companies,
      (select min(id) filter (where code = 'DIRECT') as direct, min(id) filter (where code = 'INDIRECT') as indirect
         from categories) categories
    ) x
    order by d`);
  await db.execute(sql`update requeriments set code = 'REQ-' || lpad(id::text, 6, '0') where code is null`);
  await db.execute(sql`
    insert into requeriment_items (requeriment, position, gender, shift_type, category, quantity, details,
      created_at, updated_at)
    select r.id, p.a[1 + h1 % cardinality(p.a)], (array['any','any','male','female'])[1 + h2 % 4],
      st.a[1 + h3 % cardinality(st.a)], r.category, 1 + (h1 / 7) % 10, 'Con experiencia', r.created_at, r.created_at
    from requeriments r
      cross join lateral generate_series(1, 1 + ((hashtext(r.id::text)::bigint & 2147483647) % 3)::int) as k
      cross join lateral (select ${hashes("r.id || '-' || k")}) h,
      (select array_agg(id order by id) as a from positions) p,
      (select array_agg(id order by id) as a from catalogs where clas_id = ${clas.shiftType}) st
    order by r.id, k`);
  // assignments go to the items of requirements that recruit or recruited; their status follows the
  // requirement's (final ones for closed and old requirements, Pending/Accepted for recent ones)
  await db.execute(sql`
    insert into requeriment_candidates (requeriment, candidate, interview_date, interview_time, status,
      follow_up, follow_date, follow_user, reject_reason, hired_user, hired_at, type_not_attend,
      user_appointment, position, company, requeriment_id, created_at, updated_at)
    select item, candidate, interview_date, interview_time, status,
      case when status <> 'Pending' then 'Seguimiento de prueba' end,
      case when status <> 'Pending' then interview_date + make_interval(hours => 12) end,
      case when status <> 'Pending' then ${adminId}::int end,
      case when status = 'Rejected' then reasons.a[1 + h2 % cardinality(reasons.a)] end,
      case when status = 'Hired' then ${adminId}::int end,
      case when status = 'Hired' then interview_date + make_interval(days => 3) end,
      case when status = 'NotAttend' then (case when h2 % 3 = 0 then 'hiring' else 'interview' end) end,
      ${adminId}::int, position, company, requeriment_id, created_at, created_at
    from (
      select i.id as item, i.position, r.company, r.id as requeriment_id, h2,
        c.min + (h2 % (c.max - c.min + 1)) as candidate,
        r.requeriment_date + (h3 % 14)::int as interview_date,
        lpad((8 + h3 % 9)::text, 2, '0') || case when h3 % 2 = 0 then ':00' else ':30' end as interview_time,
        r.created_at + make_interval(days => (h3 % 7)::int, mins => (h1 % 600)::int) as created_at,
        case
          when r.status = 'Cancel' then case when h3 % 100 < 80 then 'Rejected' else 'NotAttend' end
          when r.status = 'Closed' then
            case when h3 % 100 < 35 then 'Hired' when h3 % 100 < 80 then 'Rejected' else 'NotAttend' end
          when current_date - r.requeriment_date > 60 then
            case when h3 % 100 < 30 then 'Hired' when h3 % 100 < 70 then 'Rejected'
                 when h3 % 100 < 85 then 'NotAttend' when h3 % 100 < 90 then 'Accepted' else 'Pending' end
          else
            case when h3 % 100 < 55 then 'Pending' when h3 % 100 < 70 then 'Accepted'
                 when h3 % 100 < 80 then 'Hired' when h3 % 100 < 95 then 'Rejected' else 'NotAttend' end
        end as status
      from (
        select g, ${hashes("'a' || g")} from generate_series(1, ${n}) as g
      ) hashed
      cross join (
        select array_agg(i.id order by i.id) as a from requeriment_items i
          join requeriments r on r.id = i.requeriment where r.status in ('Recruiting', 'Closed', 'Cancel')
      ) items
      cross join (select min(id) as min, max(id) as max from candidates) c
      join requeriment_items i on i.id = items.a[1 + hashed.h1 % cardinality(items.a)]
      join requeriments r on r.id = i.requeriment
    ) x,
    (select array_agg(id order by id) as a from catalogs where clas_id = ${clas.rejectReasons}) reasons
    order by created_at`);
  // the counters, by the service's own recount (every requirement at once)
  await recount(db);
  await db.execute(
    sql`analyze regions, companies, sites, positions, requeriments, requeriment_items, requeriment_candidates`,
  );
  const [counts] = await queryRows<{
    sites: number;
    positions: number;
    requeriments: number;
    items: number;
    assignments: number;
  }>(
    db,
    sql`select (select count(*) from sites)::int as sites, (select count(*) from positions)::int as positions,
      (select count(*) from requeriments)::int as requeriments, (select count(*) from requeriment_items)::int as items,
      (select count(*) from requeriment_candidates)::int as assignments`,
  );
  return { seconds: (performance.now() - started) / 1000, counts: counts! };
}

/**
 * The administrative process at scale, in SQL: `n` vacancies of the three types over the bench
 * companies (statuses 10 % New, 55 % Pending, 25 % Complete, 10 % Cancel) and nine departments (one
 * vacancy in ten without one), two approvals each once sent, then ANALYZE.
 */
export async function bulkInsertVacancies(
  database: Database,
  n: number,
  adminId: number,
  categoryId: number,
  spanDays: number = BENCH_SPANS.vacancyDays,
) {
  const db = database.db;
  const started = performance.now();
  // a plant's departments (the headcount's rows): nine, and one vacancy in ten without one
  await db.execute(sql`
    insert into departments (code, name_es, name_en)
    select 'BENCH-D' || k, d.es, d.en
      from unnest(array['Producción','Calidad','Mantenimiento','Almacén','Recursos Humanos','Finanzas','Compras','Ingeniería','Seguridad e Higiene'],
                  array['Production','Quality','Maintenance','Warehouse','Human Resources','Finance','Purchasing','Engineering','Health and Safety'])
             with ordinality as d(es, en, k)
     where not exists (select from departments where code like 'BENCH-D%')`);
  await db.execute(sql`
    insert into vacancies (code, status, vacancy_type, company, request_by, category, position, quantity,
                           salary_from, salary_to, expected_date, created_at, updated_at, system_date, department)
    select (array['CLI','SHE','SHI'])[1 + i % 3] || '-' || (2022 + i % 5) || '-' || lpad((i / 3)::text, 6, '0'),
           case when h % 100 < 10 then 'New' when h % 100 < 65 then 'Pending' when h % 100 < 90 then 'Complete' else 'Cancel' end,
           (array['clients','shelter','shelter_indirect'])[1 + i % 3],
           (select array_agg(id order by id) from companies where code like 'BENCH-%')[1 + h % 200],
           ${adminId}, ${categoryId},
           (array['Contador','Ingeniero de calidad','Comprador','Analista de nóminas','Supervisor de producción'])[1 + h % 5] || ' ' || (h % 50),
           1 + h % 3, 15000 + h % 20000, 40000, current_date - (h % 400) + 30,
           now() - make_interval(days => (h % ${spanDays})::int), now(), now(),
           (select array_agg(id order by id) from departments where code like 'BENCH-D%')[nullif((h / 7) % 10, 9) + 1]
      from (select i, hashtext(i::text) & 2147483647 as h from generate_series(1, ${n}) as i) x`);
  await db.execute(sql`
    insert into vacancy_approvals (vacancy, full_name, email, sort_item, approve_at, mailed_at, reminders)
    select v.id, 'Aprobador ' || k, 'aprobador' || k || '@example.com', k,
           case when v.status <> 'Pending' or k = 1 then v.created_at + interval '2 days' end, v.created_at,
           -- an approval mailed over a week ago has had every reminder the server sends (two days
           -- after the mail, then one a day: modules/vacancies/approval-reminders.ts), as in a
           -- database that has been running
           case when v.created_at < now() - interval '7 days' then ${maxReminders}::int else 0 end
      from vacancies v cross join generate_series(1, 2) as k
     where v.status <> 'New'`);
  await db.execute(sql`update vacancies set approvals_sent_at = created_at where status <> 'New'`);
  await db.execute(sql`analyze vacancies`);
  await db.execute(sql`analyze vacancy_approvals`);
  return (performance.now() - started) / 1000;
}

/**
 * The vacancy candidates of the administrative process at scale (issue 14), in SQL. First half of
 * the Pending vacancies are approved (both approvals, `approved_at`: published on the public pages);
 * then `n` vacancy candidates over the approved Pending, Complete and Canceled vacancies, skewed (the
 * vacancy is drawn as u² over a shuffled list, so a few vacancies gather hundreds of candidates and
 * most have a handful): 8 % drafts (public applications, recruitment source "Public page"), the others
 * with a status that follows the vacancy (Pending mostly Pending/Accepted, Complete and Canceled mostly
 * closed), their stage, viability, follow-up, reject reason and hire; 10 % require the medical exam with
 * a mixed result and date. Hired rows are kept within the vacancy's quantity (fewer than it while the
 * vacancy is Pending), and the counters are recomputed as `recountVacancy()` does. Then ANALYZE.
 */
export async function bulkInsertVacancyCandidates(database: Database, n: number, adminId: number) {
  const db = database.db;
  const started = performance.now();
  await db.execute(sql`
    update vacancies set approved_at = created_at + interval '3 days'
     where (status = 'Pending' and id % 2 = 0) or status in ('Complete', 'Cancel')`);
  await db.execute(sql`
    update vacancy_approvals a set approve_at = v.approved_at
      from vacancies v where v.id = a.vacancy and v.approved_at is not null and a.approve_at is null`);
  await db.execute(sql`
    insert into vacancy_candidates (vacancy, candidate, is_draft, status, current_status, is_viable, created_by,
      recruit_source, interview_date, interview_time, follow_up, follow_date, follow_user, reject_reason,
      hired_at, hired_user, require_medical, medical_status, medical_date, medical_user, created_at, updated_at)
    select vacancy, candidate, is_draft, status,
      case when not is_draft then (select s.id from vacancy_candidate_status s where s.name = stage) end,
      case when is_draft then null when status = 'Rejected' and h2 % 3 = 0 then false else true end,
      case when is_draft then null else ${adminId}::int end,
      case when is_draft then sources.public else sources.a[1 + h3 % cardinality(sources.a)] end,
      case when not is_draft and h3 % 2 = 0 then (created_at + make_interval(days => (1 + h1 % 10)::int))::date end,
      case when not is_draft and h3 % 2 = 0 then lpad((8 + h3 % 9)::text, 2, '0') || ':00' end,
      case when status <> 'Pending' then 'Seguimiento de prueba' end,
      case when status <> 'Pending' then created_at + make_interval(days => (2 + h1 % 20)::int) end,
      case when status <> 'Pending' then ${adminId}::int end,
      case when status = 'Rejected' then reasons.a[1 + h2 % cardinality(reasons.a)] end,
      case when status = 'Hired' then created_at + make_interval(days => (5 + h1 % 20)::int) end,
      case when status = 'Hired' then ${adminId}::int end,
      require_medical,
      case when require_medical then medical_status end,
      case when require_medical and medical_status in ('recommended', 'not_recommended', 'conditioned')
        then least(now(), created_at + make_interval(days => (3 + h2 % 25)::int)) end,
      case when require_medical and medical_status is not null and medical_status <> 'pending' then ${adminId}::int end,
      created_at, created_at
    from (
      select *,
        case when is_draft then 'Pending'
          when vstatus = 'Pending' then
            case when h3 % 100 < 45 then 'Pending' when h3 % 100 < 67 then 'Accepted'
                 when h3 % 100 < 90 then 'Rejected' when h3 % 100 < 98 then 'NotAttend' else 'Hired' end
          when vstatus = 'Complete' then
            case when h3 % 100 < 60 then 'Rejected' when h3 % 100 < 80 then 'NotAttend'
                 when h3 % 100 < 90 then 'Hired' else 'Accepted' end
          else case when h3 % 100 < 75 then 'Rejected' else 'NotAttend' end
        end as status,
        not is_draft and h2 % 10 = 0 as require_medical,
        case when h1 % 20 < 6 then null when h1 % 20 < 11 then 'pending' when h1 % 20 < 16 then 'recommended'
             when h1 % 20 < 18 then 'not_recommended' when h1 % 20 < 19 then 'conditioned' else 'not_required' end
          as medical_status
      from (
        select hashed.*, v.id as vacancy, v.status as vstatus,
          c.min + (h2 % (c.max - c.min + 1)) as candidate,
          h3 % 100 >= 92 and v.status = 'Pending' as is_draft,
          least(now(), v.created_at + make_interval(days => (h1 % 60)::int, mins => (h2 % 600)::int)) as created_at
        from (
          -- the vacancy's place in the shuffled list, drawn as u² (an equi-join below, never a cross product)
          select g, h1, h2, h3, 1 + floor(eligible_count * u * u)::bigint as place
          from (
            select g, hashtext('vc' || g)::bigint & 2147483647 as h1,
              hashtext('vc' || g || 'b')::bigint & 2147483647 as h2,
              hashtext('vc' || g || 'c')::bigint & 2147483647 as h3,
              (hashtext('vc' || g || 'd')::bigint & 2147483647)::float8 / 2147483648 as u,
              (select count(*) from vacancies
                where not is_deleted and approved_at is not null and status in ('Pending', 'Complete', 'Cancel')) as eligible_count
            from generate_series(1, ${n}) as g
          ) drawn_u
        ) hashed
        join (
          select id, row_number() over (order by hashtext('v' || id), id) as place from vacancies
           where not is_deleted and approved_at is not null and status in ('Pending', 'Complete', 'Cancel')
        ) eligible on eligible.place = hashed.place
        join vacancies v on v.id = eligible.id
        cross join (select min(id) as min, max(id) as max from candidates) c
      ) drawn
    ) x
    cross join lateral (select case x.status
        when 'Pending' then (array['Pending','Phone screening','HR interview','Technical interview'])[1 + x.h1 % 4]
        when 'Accepted' then (array['Accepted','Hiring manager interview','Offer','Medical exam','Documentation'])[1 + x.h1 % 5]
        else x.status end as stage) s,
    (select array_agg(id order by id) as a from catalogs where clas_id = ${clas.rejectReasons}) reasons,
    (select array_agg(id order by id) as a,
            min(id) filter (where code = ${PUBLIC_PAGE_SOURCE_CODE}) as public
       from catalogs where clas_id = ${clas.recruitmentSource}) sources
    order by created_at
    on conflict do nothing`);
  // hires within the quantity: a Pending vacancy still has an open position, a closed one at most all
  await db.execute(sql`
    update vacancy_candidates vc set status = 'Rejected', hired_at = null, hired_user = null,
      reject_reason = (select min(id) from catalogs where clas_id = ${clas.rejectReasons}),
      current_status = (select s.id from vacancy_candidate_status s where s.name = 'Rejected')
      from (
        select h.id from (
          select r.id, v.quantity, v.status,
            row_number() over (partition by r.vacancy order by r.id) as rn
          from vacancy_candidates r join vacancies v on v.id = r.vacancy
          where r.status = 'Hired' and not r.is_draft
        ) h
        where h.rn > case when h.status = 'Pending' then h.quantity - 1 else h.quantity end
      ) extra
     where vc.id = extra.id`);
  // the counters, as recountVacancy() computes them, for every vacancy at once
  await db.execute(sql`
    update vacancies v set total_candidates = c.total, hired_candidates = c.hired, hired = c.hired
      from (
        select vacancy, count(*)::int as total, (count(*) filter (where status = 'Hired'))::int as hired
          from vacancy_candidates where not is_draft group by vacancy
      ) c
     where c.vacancy = v.id`);
  await db.execute(sql`analyze vacancy_candidates`);
  await db.execute(sql`analyze vacancies`);
  await db.execute(sql`analyze vacancy_approvals`);
  const [counts] = await queryRows<{ rows: number; drafts: number; medical: number; vacancies: number }>(
    db,
    sql`select count(*)::int as rows, (count(*) filter (where is_draft))::int as drafts,
      (count(*) filter (where require_medical))::int as medical, count(distinct vacancy)::int as vacancies
      from vacancy_candidates`,
  );
  return { seconds: (performance.now() - started) / 1000, counts: counts! };
}

/** A non-superuser whose role opens the direct process and who sees `companies` only. */
export async function insertScopedUser(database: Database, companyIds: number[], password: string) {
  const db = database.db;
  const [role] = await db
    .insert(roles)
    .values({
      name: 'Reclutador (bench)',
      short: 'bench-recruiter',
      routes: [
        ...(resourceAccess['requeriment-candidates'].read as readonly string[]),
        ...(resourceAccess.vacancies.read as readonly string[]),
        ...(resourceAccess['vacancy-candidates'].read as readonly string[]),
      ],
    })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({
      username: 'bench-recruiter',
      first_name: 'Reclutador',
      last_name: 'Bench',
      password: await hashPassword(password),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user: user!.id, role: role!.id });
  await db.insert(userCompanies).values(companyIds.map((company) => ({ user: user!.id, company })));
}

export type ScaleSizes = {
  candidates: number;
  /** Requirement candidates (BENCH_ASSIGNMENTS). */
  assignments: number;
  requirements: number;
  vacancies: number;
  vacancyCandidates: number;
  /** Candidates' CVs with their text read (SEED_CVS; none when unset). */
  cvs?: number;
};

export type ScaleSpans = { candidateDays: number; requirementDays: number; vacancyDays: number };

/** What each part took and what it inserted, for the run's report. */
export type ScaleReport = Awaited<ReturnType<typeof insertScaleData>>;

/**
 * Every part of the synthetic data, in order, on a migrated and seeded database whose superuser is
 * `adminUsername` (it is the requirements' requester and the follow-up's user): candidates, 200
 * companies and their targets, the direct process, the vacancies and their candidates. `log` hears
 * each part as it ends, with its time in seconds.
 */
/** The words of the synthetic CVs: trades, skills, employers, towns and schools of the border's plants. */
export const cvVocabulary = {
  roles: [
    'Operador de montacargas',
    'Soldador',
    'Técnico en mantenimiento industrial',
    'Auxiliar contable',
    'Almacenista',
    'Chofer de reparto',
    'Electricista',
    'Supervisor de producción',
    'Inspector de calidad',
    'Ensamblador',
    'Operador de máquina CNC',
    'Capturista de datos',
    'Recepcionista',
    'Guardia de seguridad',
    'Ingeniero de procesos',
    'Mecánico automotriz',
    'Empacador',
    'Técnico en refrigeración',
    'Tornero',
    'Costurera industrial',
  ],
  skills: [
    'soldadura MIG',
    'soldadura TIG',
    'manejo de montacargas',
    'lectura de planos',
    'control de inventarios',
    'Excel avanzado',
    'facturación electrónica',
    'mantenimiento preventivo',
    '5S y Kaizen',
    'SAP',
    'metrología',
    'electricidad industrial',
    'PLC Allen Bradley',
    'atención al cliente',
    'licencia federal de conducir',
    'primeros auxilios',
    'inglés intermedio',
    'torno y fresadora',
    'neumática e hidráulica',
    'seguridad industrial',
    'soldadura de microalambre',
    'AutoCAD',
    'nóminas y IMSS',
    'carga y descarga',
    'montaje de moldes',
  ],
  employers: [
    'Foxconn',
    'Samsung',
    'Honeywell',
    'Plantronics',
    'Medtronic',
    'Hyundai Translead',
    'Toyota',
    'Panasonic',
    'Jabil',
    'Skyworks',
    'Coca-Cola FEMSA',
    'Bimbo',
    'Walmart',
    'Home Depot',
    'Flex',
  ],
  towns: [
    'Tijuana',
    'Mexicali',
    'Ensenada',
    'Tecate',
    'Rosarito',
    'Hermosillo',
    'Monterrey',
    'Querétaro',
    'Ciudad Juárez',
    'Saltillo',
  ],
  schools: [
    'CONALEP',
    'CBTIS 146',
    'Universidad Tecnológica de Tijuana',
    'UABC',
    'Instituto Tecnológico de Tijuana',
    'Preparatoria Lázaro Cárdenas',
    'Secundaria Técnica 27',
    'CECATI 9',
  ],
  shifts: ['matutino', 'vespertino', 'nocturno', 'mixto'],
} as const;

/**
 * `n` CVs of existing candidates with their text already read (file_records of kind cv, file_texts
 * done, one or two pages each), for the CV search's benchmark (issue 30): each page a synthetic
 * résumé drawn from `cvVocabulary` by a hash of its file and page, so a trade is on ~5 % of the CVs
 * and a skill on ~12 %. The bytes are not stored (the keys name nothing): the files are for search only.
 */
export async function bulkInsertCvTexts(database: Database, n: number) {
  const started = performance.now();
  const db = database.db;
  const [bounds] = await queryRows<{ first: number; count: number }>(
    db,
    sql`select coalesce(min(id), 0)::int as first, count(*)::int as count from candidates`,
  );
  if (!bounds?.count) throw new Error('no candidates to attach CVs to');
  const array = (words: readonly string[]) =>
    sql`array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
  const v = cvVocabulary;
  const [range] = await queryRows<{ low: number; high: number }>(
    db,
    sql`with f as (
      insert into file_records (document, original_name, extension, kind, owner_type, owner_id, size, mime_type)
      select 'seed/cv-' || g || '.pdf', 'cv-' || g || '.pdf', 'pdf', 'cv', 'candidate',
        ${bounds.first} + ((g::bigint * 7919) % ${bounds.count})::int, 20000 + (g % 40000), 'application/pdf'
      from generate_series(1, ${n}) g
      returning id
    ), t as (
      insert into file_texts (file_id, status, method, pages, extracted_at)
      select id, 'done', 'text', 1 + (id % 2), now() from f
      returning file_id
    ) select min(file_id)::int as low, max(file_id)::int as high from t`,
  );
  await db.execute(sql`drop index if exists file_text_pages_search_gin`);
  const pick = (words: readonly string[], salt: number) =>
    sql`(${array(words)})[1 + abs(hashtext(t.file_id || ':' || p || ':' || ${salt}::int)) % ${words.length}]`;
  await db.execute(sql`insert into file_text_pages (file_id, page, content)
    select t.file_id, p, case when p = 1 then
      'Curriculum vitae. ' || ${pick(v.roles, 1)} || ' con ' || (1 + abs(hashtext(t.file_id::text)) % 20) ||
      ' años de experiencia en ' || ${pick(v.employers, 2)} || ', ' || ${pick(v.towns, 3)} ||
      '. Habilidades: ' || ${pick(v.skills, 4)} || ', ' || ${pick(v.skills, 5)} || ' y ' || ${pick(v.skills, 6)} ||
      '. Estudios: ' || ${pick(v.schools, 7)} || '. Disponibilidad para turno ' || ${pick(v.shifts, 8)} || '.'
    else
      'Experiencia anterior: ' || ${pick(v.roles, 9)} || ' en ' || ${pick(v.employers, 10)} ||
      '. Cursos: ' || ${pick(v.skills, 11)} || '. Referencias laborales disponibles a solicitud. Vivo en ' ||
      ${pick(v.towns, 12)} || '.'
    end
    from file_texts t, generate_series(1, t.pages) p
    where t.file_id between ${range?.low ?? 0} and ${range?.high ?? -1}`);
  const insertSeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  await db.execute(
    sql`create index if not exists file_text_pages_search_gin on file_text_pages using gin (search)`,
  );
  await db.execute(sql`analyze file_records`);
  await db.execute(sql`analyze file_texts`);
  await db.execute(sql`analyze file_text_pages`);
  return { insertSeconds, indexSeconds: (performance.now() - indexStarted) / 1000 };
}

/**
 * The CV search terms the benchmark rotates through: one and two words of the synthetic CVs'
 * vocabulary, frequent and rare, a phrase and a prefix, accented and not.
 */
export const cvSearchTerms = [
  'montacargas',
  'soldadura tig',
  'operador montacargas',
  'montacargas tijuana',
  'mantenimiento preventivo',
  'mecanico automotriz',
  'excel facturacion',
  '"inspector de calidad"',
  'soldad*',
  'nóminas imss',
  'plc allen',
  'tornero querétaro',
  'refrigeracion tecnico',
  'costurera nocturno',
  'autocad ingeniero',
  'licencia federal',
];

/**
 * Blacklist entries for one candidate in 250 (0.4 %) of those with no open process (blacklisting
 * closes a candidate's open processes, docs/domain.md#candidates): most active and open-ended, one in
 * five with an end date (those started long ago have ended and no longer count), one in ten returned
 * (inactive). `candidates.is_black_list` then follows them as the service keeps it (`syncBlackList`:
 * a counting entry). Without them the scale database had no blacklisted candidate at all, and the
 * candidates' blacklist filter, the one a recruiter ticks, was never measured (docs/performance.md).
 */
export async function bulkInsertBlackList(database: Database, adminId: number) {
  const started = performance.now();
  const db = database.db;
  await db.execute(sql`
    insert into black_list (candidate, reason, note, is_active, starts_at, ends_at, created_by, created_at, updated_at)
    select c.id, reasons.ids[1 + c.h % array_length(reasons.ids, 1)], 'Seeded for scale (docs/performance.md)',
      c.h % 10 <> 0, c.since::date,
      case when c.h % 5 = 1 then c.since::date + (30 + c.h % 700)::int end,
      ${adminId}, c.since, c.since
    from (
      select id, h, least(now(), created_at + make_interval(days => (h % 90)::int)) as since
      from (
        select id, created_at, hashtext(id::text || 'bl')::bigint & 2147483647 as h from candidates
        where id % 250 = 7 and not is_deleted
          and not exists (select 1 from requeriment_candidates rc where rc.candidate = candidates.id and rc.status in ('Pending', 'Accepted'))
          and not exists (select 1 from vacancy_candidates vc where vc.candidate = candidates.id and vc.status in ('Pending', 'Accepted'))
      ) hashed
    ) c,
    (select array_agg(id order by id) as ids from catalogs where clas_id = ${clas.blackListReasons}) reasons`);
  await db.execute(sql`
    update candidates set is_black_list = true
    where exists (select 1 from black_list b where b.candidate = candidates.id and b.is_active and (b.ends_at is null or b.ends_at >= current_date))`);
  await db.execute(sql`analyze black_list`);
  await db.execute(sql`analyze candidates`);
  const [counts] = await queryRows<{ entries: number; blacklisted: number }>(
    db,
    sql`select (select count(*) from black_list)::int as entries, (select count(*) from candidates where is_black_list)::int as blacklisted`,
  );
  return {
    entries: counts?.entries ?? 0,
    blacklisted: counts?.blacklisted ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}

export async function insertScaleData(
  database: Database,
  opts: { sizes: ScaleSizes; spans: ScaleSpans; adminUsername: string; log?: (line: string) => void },
) {
  const { sizes, spans } = opts;
  const log = opts.log ?? (() => undefined);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const categories = await queryRows<{ id: number; code: string }>(
    database.db,
    sql`select id, code from categories where code in ('DIRECT', 'INDIRECT', 'ADMINISTRATIVE')`,
  );
  const categoryId = (code: string) => categories.find((c) => c.code === code)?.id as number;
  const categoryIds = ['DIRECT', 'INDIRECT', 'ADMINISTRATIVE'].map(categoryId);
  const [admin] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where username = ${opts.adminUsername}`,
  );
  if (!admin) throw new Error(`no user ${opts.adminUsername}: seed the database first`);

  const candidates = await bulkInsertCandidates(database, sizes.candidates, categoryIds, spans.candidateDays);
  log(
    `candidates: ${fmt(sizes.candidates)} inserted in ${candidates.insertSeconds.toFixed(1)} s, indexes rebuilt and analysed in ${candidates.indexSeconds.toFixed(1)} s`,
  );
  const companiesStarted = performance.now();
  await insertCompanies(database, 200);
  await insertTargets(database);
  const companiesSeconds = (performance.now() - companiesStarted) / 1000;
  log(`companies: 200 with their targets in ${companiesSeconds.toFixed(1)} s`);
  const direct = await bulkInsertDirectProcess(database, sizes.assignments, admin.id, {
    requirements: sizes.requirements,
    spanDays: spans.requirementDays,
  });
  log(
    `direct process: ${fmt(direct.counts.requeriments)} requirements, ${fmt(direct.counts.items)} items, ` +
      `${fmt(direct.counts.assignments)} requirement candidates in ${direct.seconds.toFixed(1)} s`,
  );
  const vacancySeconds = await bulkInsertVacancies(
    database,
    sizes.vacancies,
    admin.id,
    categoryId('ADMINISTRATIVE'),
    spans.vacancyDays,
  );
  log(`vacancies: ${fmt(sizes.vacancies)} with their approvals in ${vacancySeconds.toFixed(1)} s`);
  const vacancyCandidates = await bulkInsertVacancyCandidates(database, sizes.vacancyCandidates, admin.id);
  log(
    `vacancy candidates: ${fmt(vacancyCandidates.counts.rows)} (${fmt(vacancyCandidates.counts.drafts)} drafts, ` +
      `${fmt(vacancyCandidates.counts.medical)} requiring the medical exam) over ${fmt(vacancyCandidates.counts.vacancies)} vacancies in ${vacancyCandidates.seconds.toFixed(1)} s`,
  );
  const blackList = await bulkInsertBlackList(database, admin.id);
  log(
    `blacklist: ${fmt(blackList.entries)} entries, ${fmt(blackList.blacklisted)} candidates blacklisted in ${blackList.seconds.toFixed(1)} s`,
  );
  const cvs = sizes.cvs ? await bulkInsertCvTexts(database, sizes.cvs) : undefined;
  if (cvs && sizes.cvs)
    log(
      `CVs: ${fmt(sizes.cvs)} with their text inserted in ${cvs.insertSeconds.toFixed(1)} s, search index built in ${cvs.indexSeconds.toFixed(1)} s`,
    );
  return {
    categoryIds,
    adminId: admin.id,
    ...candidates,
    companiesSeconds,
    direct,
    vacancySeconds,
    vacancyCandidates,
    blackList,
  };
}

/**
 * The name search terms the benchmarks and the soak rotate through (docs/performance.md): each
 * matches 2–5 % of the generated candidates.
 */
export const nameSearchTerms = [
  'hern',
  'gonzález',
  'rodr',
  'guadalupe',
  'martín',
  'ramí',
  'ochoa',
  'treviño',
  'itzel',
];
