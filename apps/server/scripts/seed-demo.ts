/**
 * `npm run seed:demo`: fills the database the server uses (same DATA_DIR / DATABASE_URL) with
 * realistic Mexican demo data for every area built so far — regions, client companies (maquiladoras)
 * with sites, positions, targets and turnover, users per role, default approvals, candidates, a
 * blacklist, direct-process requirements with assignments, and administrative vacancies.
 *
 * Idempotent: it does nothing when a company whose code starts with `DEMO-` exists. Everything is
 * inserted through Drizzle in one transaction, so a failure leaves no half-seeded database.
 * Random choices come from a fixed seed, so two fresh databases get the same demo data.
 * E-mail addresses use the reserved example.com/.net/.org domains: no demo mail reaches anyone.
 *
 * With the embedded database (PGlite) stop the server first: one process at a time may open ./data.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { logSentence, translate } from '@rp/contract';
import { curpCheckDigit } from '@rp/contract/rules/candidate';
import { isoWeek } from '@rp/contract/rules/dashboard';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../src/config';
import { openDatabase, queryRows, type Tx } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import * as schema from '../src/db/schema/index';
import { REQ_CANCELED_CODE } from '../src/db/seed/data/catalogs';
import { seed } from '../src/db/seed/seed';
import { hashPassword } from '../src/lib/password';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
process.env.DATA_DIR = process.env.DATA_DIR ? resolve(invokedFrom, process.env.DATA_DIR) : join(root, 'data');

export const DEMO_PASSWORD = 'Demo1234!';
const DEMO_CODE_PREFIX = 'DEMO-';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20_260_115);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;
/** One key of `weights`, chosen with probability proportional to its weight. */
function weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as Array<[K, number]>;
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]?.[0] as K;
}
function sample<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

const DAY = 86_400_000;
const today = new Date(new Date().toISOString().slice(0, 10));
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** A timestamp on that day at a working hour (Mexico is UTC−6/−7: 14:00–23:00 UTC). */
const at = (d: Date, hour = int(14, 23), minute = int(0, 59)) =>
  new Date(d.getTime() + hour * 3_600_000 + minute * 60_000).toISOString();

// ---------------------------------------------------------------------------------------------
// Mexican identity numbers (format-valid: CURP with its check digit, RFC, NSS with Luhn digit)
// ---------------------------------------------------------------------------------------------

/** Upper case A–Z only: accents dropped, Ñ written X (as RENAPO does). */
function plain(value: string): string {
  return value
    .toUpperCase()
    .replace(/Ñ/g, 'X')
    .normalize('NFD')
    .replace(/[^A-Z ]/g, '');
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const firstInternal = (word: string, vowel: boolean) =>
  [...word.slice(1)].find((c) => VOWELS.has(c) === vowel) ?? 'X';

/** The given name CURP uses: the second one after a leading María/José. */
function curpName(names: string): string {
  const words = plain(names).split(' ').filter(Boolean);
  if (words.length > 1 && ['MARIA', 'MA', 'JOSE', 'J'].includes(words[0] as string))
    return words[1] as string;
  return words[0] as string;
}

const INCONVENIENT = new Set(
  'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'.split(
    ' ',
  ),
);

type Person = { names: string; last_name: string; second_name: string; birthdate: string; male: boolean };

function nameKey(p: Person): string {
  const paternal = plain(p.last_name).replace(/ /g, '');
  const maternal = plain(p.second_name).replace(/ /g, '');
  const given = curpName(p.names);
  const key = `${paternal[0]}${firstInternal(paternal, true)}${maternal[0] ?? 'X'}${given[0]}`;
  return INCONVENIENT.has(key) ? `${key[0]}X${key.slice(2)}` : key;
}

function curpOf(p: Person, stateCode: string, homonym: number): string {
  const paternal = plain(p.last_name).replace(/ /g, '');
  const maternal = plain(p.second_name).replace(/ /g, '') || 'X';
  const given = curpName(p.names);
  const date = p.birthdate.slice(2).replace(/-/g, '');
  const bornBefore2000 = Number(p.birthdate.slice(0, 4)) < 2000;
  const differentiator = bornBefore2000 ? String(homonym % 10) : String.fromCharCode(65 + (homonym % 26));
  const body = `${nameKey(p)}${date}${p.male ? 'H' : 'M'}${stateCode}${firstInternal(paternal, false)}${firstInternal(maternal, false)}${firstInternal(given, false)}${differentiator}`;
  return `${body}${curpCheckDigit(body)}`;
}

const HOMOCLAVE = 'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789';
function rfcOf(p: Person): string {
  const homoclave = `${pick([...HOMOCLAVE])}${pick([...HOMOCLAVE])}${pick([...'0123456789A'])}`;
  return `${nameKey(p)}${p.birthdate.slice(2).replace(/-/g, '')}${homoclave}`;
}

/** IMSS number: subdelegation, registration year, birth year, sequence, Luhn check digit. */
function nssOf(birthYear: number): string {
  const registered = Math.min(birthYear + int(16, 22), today.getUTCFullYear());
  const body = `${String(int(1, 99)).padStart(2, '0')}${String(registered % 100).padStart(2, '0')}${String(birthYear % 100).padStart(2, '0')}${String(int(0, 9999)).padStart(4, '0')}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(body[i]) * (i % 2 === 0 ? 1 : 2);
    sum += d > 9 ? d - 9 : d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** "Ana Karen Muñoz" → "ana.karen.munoz" (for e-mail addresses). */
const slug = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.');

// ---------------------------------------------------------------------------------------------
// Reference data of the demo
// ---------------------------------------------------------------------------------------------

type RegionKey = 'norte' | 'bajio' | 'centro';
type Cat = 'DIRECT' | 'INDIRECT';

const regionData: Array<{ key: RegionKey; name: string; area: string }> = [
  { key: 'norte', name: 'Norte', area: 'Frontera norte: Baja California, Chihuahua y Tamaulipas' },
  { key: 'bajio', name: 'Bajío', area: 'Querétaro y Guanajuato' },
  { key: 'centro', name: 'Centro', area: 'Estado de México y Puebla' },
];

type City = {
  city: string;
  state: string;
  /** RENAPO state code used in CURPs. */
  curpState: string;
  lada: string;
  cpPrefix: string;
  colonies: string[];
};

const cities: Record<string, City> = {
  tijuana: {
    city: 'Tijuana',
    state: 'Baja California',
    curpState: 'BC',
    lada: '664',
    cpPrefix: '22',
    colonies: ['Otay Universidad', 'Villa Fontana', 'El Florido', 'Mariano Matamoros', 'Sánchez Taboada'],
  },
  juarez: {
    city: 'Ciudad Juárez',
    state: 'Chihuahua',
    curpState: 'CH',
    lada: '656',
    cpPrefix: '32',
    colonies: [
      'Riberas del Bravo',
      'Parajes del Sur',
      'Salvárcar',
      'Praderas de los Oasis',
      'División del Norte',
    ],
  },
  reynosa: {
    city: 'Reynosa',
    state: 'Tamaulipas',
    curpState: 'TS',
    lada: '899',
    cpPrefix: '88',
    colonies: [
      'Las Fuentes',
      'Lomas Real de Jarachina',
      'Balcones de Alcalá',
      'Vista Hermosa',
      'Rancho Grande',
    ],
  },
  queretaro: {
    city: 'Querétaro',
    state: 'Querétaro',
    curpState: 'QT',
    lada: '442',
    cpPrefix: '76',
    colonies: ['Lomas de Casa Blanca', 'El Pueblito', 'Santa Rosa Jáuregui', 'Menchaca', 'Satélite'],
  },
  leon: {
    city: 'León',
    state: 'Guanajuato',
    curpState: 'GT',
    lada: '477',
    cpPrefix: '37',
    colonies: ['San Juan de Dios', 'Las Joyas', 'Valle de San José', 'El Coecillo', 'Jardines de Jerez'],
  },
  toluca: {
    city: 'Toluca',
    state: 'Estado de México',
    curpState: 'MC',
    lada: '722',
    cpPrefix: '50',
    colonies: ['San Mateo Oxtotitlán', 'Santa Ana Tlapaltitlán', 'San Pablo Autopan', 'Seminario'],
  },
  puebla: {
    city: 'Puebla',
    state: 'Puebla',
    curpState: 'PL',
    lada: '222',
    cpPrefix: '72',
    colonies: ['San Ramón', 'Bosques de San Sebastián', 'Villa Frontera', 'Agua Santa', 'Loma Linda'],
  },
};

/** States people migrate from to the industrial cities (RENAPO codes). */
const birthStates = [
  'VZ',
  'DG',
  'SL',
  'CS',
  'OC',
  'CL',
  'GR',
  'JC',
  'ZS',
  'SP',
  'MN',
  'NL',
  'SR',
  'HG',
  'DF',
];

type SiteData = {
  code: string;
  name: string;
  street: string;
  no_external: string;
  colony: string;
  cp: string;
  city?: string;
  latitute: number;
  longitude: number;
  contact_name: string;
  telephone: string;
};

type PositionData = { es: string; en: string; cat: Cat };

const commonPositions: PositionData[] = [
  { es: 'Operador de producción', en: 'Production operator', cat: 'DIRECT' },
  { es: 'Técnico de mantenimiento', en: 'Maintenance technician', cat: 'INDIRECT' },
  { es: 'Inspector de calidad', en: 'Quality inspector', cat: 'INDIRECT' },
  { es: 'Almacenista', en: 'Warehouse clerk', cat: 'INDIRECT' },
  { es: 'Montacarguista', en: 'Forklift operator', cat: 'INDIRECT' },
  { es: 'Ingeniero de procesos', en: 'Process engineer', cat: 'INDIRECT' },
];

type CompanyData = {
  code: string;
  name_es: string;
  name_en: string;
  public_name: string;
  rfc: string;
  region: RegionKey;
  city: keyof typeof cities;
  human_resources: string;
  contact: string;
  email: string;
  address: string;
  custom_url: string;
  benefits: string;
  rotation: number;
  sites: SiteData[];
  positions: PositionData[];
};

const companyData: CompanyData[] = [
  {
    code: 'DEMO-TIJ-EPA',
    name_es: 'Electrónica del Pacífico',
    name_en: 'Pacific Electronics',
    public_name: 'Electrónica del Pacífico Tijuana',
    rfc: 'EPA980415KJ3',
    region: 'norte',
    city: 'tijuana',
    human_resources: 'Lic. Mariana Ochoa Villaseñor',
    contact: 'Ing. Roberto Castañeda Luna',
    email: 'rh@electronica-pacifico.example.com',
    address: 'Blvd. Insurgentes 20850, Parque Industrial Pacífico, 22643 Tijuana, B.C.',
    custom_url: 'electronica-pacifico',
    benefits:
      'Vales de despensa, bono de asistencia y puntualidad, comedor subsidiado, transporte de personal',
    rotation: 6.8,
    sites: [
      {
        code: 'EPA-PAC',
        name: 'Planta Pacífico',
        street: 'Blvd. Insurgentes',
        no_external: '20850',
        colony: 'Parque Industrial Pacífico',
        cp: '22643',
        latitute: 32.4528,
        longitude: -116.8958,
        contact_name: 'Ing. Roberto Castañeda Luna',
        telephone: '6646231400',
      },
      {
        code: 'EPA-FLO',
        name: 'Planta El Florido',
        street: 'Blvd. El Florido',
        no_external: '300',
        colony: 'Parque Industrial El Florido',
        cp: '22244',
        latitute: 32.4736,
        longitude: -116.8531,
        contact_name: 'Lic. Karina Beltrán Osuna',
        telephone: '6649035120',
      },
      {
        code: 'EPA-OTY',
        name: 'Planta Otay',
        street: 'Calle Siempre Viva',
        no_external: '1420',
        colony: 'Ciudad Industrial Otay',
        cp: '22444',
        latitute: 32.5345,
        longitude: -116.9561,
        contact_name: 'Ing. Daniel Félix Arce',
        telephone: '6646238870',
      },
    ],
    positions: [...commonPositions, { es: 'Técnico SMT', en: 'SMT technician', cat: 'INDIRECT' }],
  },
  {
    code: 'DEMO-TIJ-DMO',
    name_es: 'Dispositivos Médicos de Otay',
    name_en: 'Otay Medical Devices',
    public_name: 'Dispositivos Médicos de Otay',
    rfc: 'DMO050722H41',
    region: 'norte',
    city: 'tijuana',
    human_resources: 'Lic. Alejandra Meza Cota',
    contact: 'Ing. Tomás Valenzuela Ríos',
    email: 'talento@dispositivos-otay.example.com',
    address: 'Calle Bellas Artes 17687, Garita de Otay, 22430 Tijuana, B.C.',
    custom_url: 'dispositivos-otay',
    benefits: 'Seguro de gastos médicos menores, fondo de ahorro, bono de productividad',
    rotation: 4.2,
    sites: [
      {
        code: 'DMO-OT1',
        name: 'Planta Otay I',
        street: 'Calle Bellas Artes',
        no_external: '17687',
        colony: 'Garita de Otay',
        cp: '22430',
        latitute: 32.5391,
        longitude: -116.9418,
        contact_name: 'Ing. Tomás Valenzuela Ríos',
        telephone: '6646078800',
      },
      {
        code: 'DMO-INS',
        name: 'Planta Insurgentes',
        street: 'Blvd. Insurgentes',
        no_external: '19500',
        colony: 'Los Álamos',
        cp: '22110',
        latitute: 32.4993,
        longitude: -116.964,
        contact_name: 'Lic. Paola Zamora Inzunza',
        telephone: '6646219030',
      },
    ],
    positions: [
      ...commonPositions,
      { es: 'Operador de cuarto limpio', en: 'Cleanroom operator', cat: 'DIRECT' },
    ],
  },
  {
    code: 'DEMO-CJS-ACJ',
    name_es: 'Arneses y Componentes de Juárez',
    name_en: 'Juárez Harnesses and Components',
    public_name: 'Arneses de Juárez',
    rfc: 'ACJ910308TR5',
    region: 'norte',
    city: 'juarez',
    human_resources: 'Lic. Verónica Quezada Holguín',
    contact: 'Ing. Arturo Chávez Loya',
    email: 'reclutamiento@arneses-juarez.example.com',
    address: 'Av. Antonio J. Bermúdez 1200, Parque Industrial Antonio J. Bermúdez, 32470 Cd. Juárez, Chih.',
    custom_url: 'arneses-juarez',
    benefits: 'Bono de asistencia semanal, transporte, comedor, caja de ahorro',
    rotation: 9.5,
    sites: [
      {
        code: 'ACJ-BER',
        name: 'Planta Bermúdez',
        street: 'Av. Antonio J. Bermúdez',
        no_external: '1200',
        colony: 'Parque Industrial Antonio J. Bermúdez',
        cp: '32470',
        latitute: 31.74,
        longitude: -106.428,
        contact_name: 'Ing. Arturo Chávez Loya',
        telephone: '6566291500',
      },
      {
        code: 'ACJ-INT',
        name: 'Planta Intermex',
        street: 'Calle Intermex',
        no_external: '2050',
        colony: 'Parque Industrial Intermex Sur',
        cp: '32695',
        latitute: 31.651,
        longitude: -106.392,
        contact_name: 'Lic. Brenda Olivas Prieto',
        telephone: '6566828300',
      },
      {
        code: 'ACJ-GEM',
        name: 'Planta Gema',
        street: 'Blvd. Independencia',
        no_external: '3400',
        colony: 'Parque Industrial Gema',
        cp: '32590',
        latitute: 31.672,
        longitude: -106.376,
        contact_name: 'Ing. Héctor Domínguez Rey',
        telephone: '6566176420',
      },
    ],
    positions: [
      ...commonPositions,
      {
        es: 'Operador de corte y ensamble de arneses',
        en: 'Wire harness cut and assembly operator',
        cat: 'DIRECT',
      },
    ],
  },
  {
    code: 'DEMO-REY-ABR',
    name_es: 'Autopartes del Bravo',
    name_en: 'Bravo Auto Parts',
    public_name: 'Autopartes del Bravo Reynosa',
    rfc: 'ABR020117M8A',
    region: 'norte',
    city: 'reynosa',
    human_resources: 'Lic. Claudia Treviño Garza',
    contact: 'Ing. Gerardo Saldaña Cantú',
    email: 'rh@autopartes-bravo.example.com',
    address: 'Blvd. Mil Cumbres 240, Parque Industrial Colonial, 88730 Reynosa, Tamps.',
    custom_url: 'autopartes-bravo',
    benefits: 'Vales de despensa, bono de puntualidad, seguro de vida, transporte',
    rotation: 7.9,
    sites: [
      {
        code: 'ABR-COL',
        name: 'Planta Colonial',
        street: 'Blvd. Mil Cumbres',
        no_external: '240',
        colony: 'Parque Industrial Colonial',
        cp: '88730',
        latitute: 26.0526,
        longitude: -98.3386,
        contact_name: 'Ing. Gerardo Saldaña Cantú',
        telephone: '8999210400',
      },
      {
        code: 'ABR-NTE',
        name: 'Planta Del Norte',
        street: 'Av. Industrial del Norte',
        no_external: '104',
        colony: 'Parque Industrial Del Norte',
        cp: '88736',
        latitute: 26.0958,
        longitude: -98.2815,
        contact_name: 'Lic. Ana Karen Villarreal Peña',
        telephone: '8999302210',
      },
    ],
    positions: [...commonPositions, { es: 'Soldador', en: 'Welder', cat: 'DIRECT' }],
  },
  {
    code: 'DEMO-QRO-AEB',
    name_es: 'Aeroestructuras del Bajío',
    name_en: 'Bajío Aerostructures',
    public_name: 'Aeroestructuras del Bajío',
    rfc: 'AEB071130QX2',
    region: 'bajio',
    city: 'queretaro',
    human_resources: 'Lic. Daniela Olvera Reséndiz',
    contact: 'Ing. Mauricio Ugalde Pérez',
    email: 'talento@aeroestructuras-bajio.example.com',
    address: 'Carretera Estatal 200 km 22.5, Parque Aeroespacial de Querétaro, 76278 Colón, Qro.',
    custom_url: 'aeroestructuras-bajio',
    benefits: 'Seguro de gastos médicos mayores, fondo de ahorro 13 %, capacitación certificada',
    rotation: 3.1,
    sites: [
      {
        code: 'AEB-AER',
        name: 'Planta Aeropuerto',
        street: 'Carretera Estatal 200 km 22.5',
        no_external: 'S/N',
        colony: 'Parque Aeroespacial de Querétaro',
        cp: '76278',
        city: 'Colón',
        latitute: 20.622,
        longitude: -100.1876,
        contact_name: 'Ing. Mauricio Ugalde Pérez',
        telephone: '4422962500',
      },
      {
        code: 'AEB-PIQ',
        name: 'Planta Santa Rosa',
        street: 'Av. de la Noria',
        no_external: '111',
        colony: 'Parque Industrial Querétaro',
        cp: '76220',
        latitute: 20.7583,
        longitude: -100.449,
        contact_name: 'Lic. Itzel Montes Rangel',
        telephone: '4422293100',
      },
    ],
    positions: [
      ...commonPositions,
      { es: 'Técnico en materiales compuestos', en: 'Composites technician', cat: 'INDIRECT' },
      { es: 'Operador de maquinado CNC', en: 'CNC machining operator', cat: 'DIRECT' },
    ],
  },
  {
    code: 'DEMO-LEO-CCB',
    name_es: 'Curtidos y Calzado del Bajío',
    name_en: 'Bajío Leather and Footwear',
    public_name: 'Calzado del Bajío',
    rfc: 'CCB850612LP9',
    region: 'bajio',
    city: 'leon',
    human_resources: 'Lic. Rocío Arredondo Muñoz',
    contact: 'Lic. Fernando Padilla Guerrero',
    email: 'rh@calzado-bajio.example.com',
    address: 'Blvd. Juan José Torres Landa 1502, Industrial Julián de Obregón, 37290 León, Gto.',
    custom_url: 'calzado-leon',
    benefits: 'Bono de producción semanal, vales de despensa, descuento en producto',
    rotation: 8.4,
    sites: [
      {
        code: 'CCB-TLA',
        name: 'Planta Torres Landa',
        street: 'Blvd. Juan José Torres Landa',
        no_external: '1502',
        colony: 'Industrial Julián de Obregón',
        cp: '37290',
        latitute: 21.104,
        longitude: -101.656,
        contact_name: 'Lic. Fernando Padilla Guerrero',
        telephone: '4777140900',
      },
      {
        code: 'CCB-COL',
        name: 'Planta Colinas',
        street: 'Av. Colinas de León',
        no_external: '115',
        colony: 'Parque Industrial Colinas de León',
        cp: '37670',
        latitute: 21.04,
        longitude: -101.55,
        contact_name: 'Ing. Silvia Gallardo Zermeño',
        telephone: '4777631250',
      },
      {
        code: 'CCB-PIN',
        name: 'Centro de distribución Puerto Interior',
        street: 'Av. Mineral de Valenciana',
        no_external: '202',
        colony: 'Puerto Interior',
        cp: '36275',
        city: 'Silao',
        latitute: 20.978,
        longitude: -101.386,
        contact_name: 'Lic. Omar Tinajero Lara',
        telephone: '4727220410',
      },
    ],
    positions: [
      ...commonPositions,
      { es: 'Pespuntador', en: 'Stitcher', cat: 'DIRECT' },
      { es: 'Cortador de piel', en: 'Leather cutter', cat: 'DIRECT' },
    ],
  },
  {
    code: 'DEMO-TOL-PIC',
    name_es: 'Plásticos Inyectados del Centro',
    name_en: 'Central Injection Molding',
    public_name: 'Plásticos del Centro',
    rfc: 'PIC990225GN7',
    region: 'centro',
    city: 'toluca',
    human_resources: 'Lic. Gabriela Nava Estrada',
    contact: 'Ing. Salvador Becerril Mejía',
    email: 'rh@plasticos-centro.example.com',
    address: 'Calle Industria Automotriz 5, Parque Industrial Toluca 2000, 50200 Toluca, Méx.',
    custom_url: 'plasticos-centro',
    benefits: 'Fondo de ahorro, comedor, transporte desde Toluca y Lerma',
    rotation: 5.6,
    sites: [
      {
        code: 'PIC-T2K',
        name: 'Planta Toluca 2000',
        street: 'Calle Industria Automotriz',
        no_external: '5',
        colony: 'Parque Industrial Toluca 2000',
        cp: '50200',
        latitute: 19.349,
        longitude: -99.575,
        contact_name: 'Ing. Salvador Becerril Mejía',
        telephone: '7222790600',
      },
      {
        code: 'PIC-LER',
        name: 'Planta Lerma',
        street: 'Av. Industria Textil',
        no_external: '18',
        colony: 'Parque Industrial Lerma',
        cp: '52000',
        city: 'Lerma',
        latitute: 19.287,
        longitude: -99.508,
        contact_name: 'Lic. Marisol Carbajal Díaz',
        telephone: '7282851900',
      },
    ],
    positions: [
      ...commonPositions,
      { es: 'Operador de máquina de inyección', en: 'Injection molding operator', cat: 'DIRECT' },
    ],
  },
  {
    code: 'DEMO-PUE-EAP',
    name_es: 'Ensambles Automotrices de Puebla',
    name_en: 'Puebla Automotive Assemblies',
    public_name: 'Ensambles Automotrices de Puebla',
    rfc: 'EAP110914ZD4',
    region: 'centro',
    city: 'puebla',
    human_resources: 'Lic. Lorena Tlapa Sánchez',
    contact: 'Ing. Javier Xicoténcatl Romero',
    email: 'reclutamiento@ensambles-puebla.example.com',
    address: 'Autopista México–Puebla km 116, Parque Industrial FINSA, 72710 Cuautlancingo, Pue.',
    custom_url: 'ensambles-puebla',
    benefits: 'Vales de despensa, bono anual, seguro de vida, transporte',
    rotation: 4.9,
    sites: [
      {
        code: 'EAP-CUA',
        name: 'Planta Cuautlancingo',
        street: 'Autopista México–Puebla km 116',
        no_external: 'S/N',
        colony: 'Parque Industrial FINSA',
        cp: '72710',
        city: 'Cuautlancingo',
        latitute: 19.107,
        longitude: -98.266,
        contact_name: 'Ing. Javier Xicoténcatl Romero',
        telephone: '2222730800',
      },
      {
        code: 'EAP-CHA',
        name: 'Planta Chachapa',
        street: 'Carretera Federal Puebla–Tehuacán km 8.5',
        no_external: 'S/N',
        colony: 'Parque Industrial Chachapa',
        cp: '72990',
        city: 'Amozoc',
        latitute: 19.053,
        longitude: -98.1,
        contact_name: 'Lic. Érika Popoca Flores',
        telephone: '2222823340',
      },
    ],
    positions: [...commonPositions, { es: 'Operador de estampado', en: 'Stamping operator', cat: 'DIRECT' }],
  },
];

type UserData = {
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  /** Regions whose companies the user works with. */
  regions: RegionKey[];
};

const userData: UserData[] = [
  {
    username: 'reclutador.norte',
    first_name: 'Lucía',
    last_name: 'Hernández Ruiz',
    role: 'recruiter',
    regions: ['norte'],
  },
  {
    username: 'reclutador.bajio',
    first_name: 'Jorge',
    last_name: 'Ramírez Olvera',
    role: 'recruiter',
    regions: ['bajio', 'centro'],
  },
  {
    username: 'solicitante',
    first_name: 'Fernanda',
    last_name: 'Salinas Treviño',
    role: 'requester',
    regions: ['norte', 'bajio', 'centro'],
  },
  {
    username: 'gerente.contratacion',
    first_name: 'Ricardo',
    last_name: 'Villarreal Garza',
    role: 'hiring_manager',
    regions: ['norte', 'bajio', 'centro'],
  },
  {
    username: 'gerente.rh',
    first_name: 'Patricia',
    last_name: 'Mendoza Aguilar',
    role: 'hr_manager',
    regions: ['norte', 'bajio', 'centro'],
  },
  {
    username: 'gerente.programa',
    first_name: 'Alejandro',
    last_name: 'Cárdenas Lozano',
    role: 'program_manager',
    regions: ['bajio', 'centro'],
  },
  {
    username: 'servicio.medico',
    first_name: 'Sofía',
    last_name: 'Ibarra Contreras',
    role: 'medical',
    regions: ['norte', 'bajio', 'centro'],
  },
  {
    username: 'pantalla.norte',
    first_name: 'Pantalla',
    last_name: 'Operaciones Norte',
    role: 'op_machine',
    regions: ['norte'],
  },
];

/** Splits a '|'-separated list (keeps long word lists compact). */
const words = (list: string) => list.split('|');

const maleNames = words(
  'José Luis|Juan Carlos|Luis Ángel|Carlos|Jorge|Miguel Ángel|Francisco|Alejandro|Jesús|Ricardo|Eduardo|Fernando|Roberto|Daniel|Óscar|Sergio|Martín|Raúl|Arturo|Javier|Héctor|Pedro|Alberto|Manuel|Víctor Hugo|Iván|Diego|Emmanuel|Brandon|Kevin|Erick|Christian|Omar|Jonathan|Adrián|Rubén|Armando|Gerardo|Salvador|Édgar|José Antonio|Juan Pablo',
);
const femaleNames = words(
  'María Guadalupe|Guadalupe|María Fernanda|Ana Karen|Verónica|Alejandra|Patricia|Adriana|Claudia|Gabriela|Leticia|Rosa María|Daniela|Karla|Diana|Yesenia|Mónica|Elizabeth|Sandra|Laura|Araceli|Brenda|Marisol|Itzel|Jazmín|Nancy|Lorena|Silvia|Martha|Paola|Andrea|Valeria|Ximena|Mariana|Lizbeth|Yolanda|Teresa|Rocío|Érika|María José',
);
const surnames = words(
  'Hernández|García|Martínez|López|González|Pérez|Rodríguez|Sánchez|Ramírez|Cruz|Flores|Gómez|Morales|Vázquez|Reyes|Jiménez|Torres|Díaz|Gutiérrez|Ruiz|Mendoza|Aguilar|Ortiz|Moreno|Castillo|Romero|Álvarez|Méndez|Chávez|Rivera|Juárez|Ramos|Domínguez|Herrera|Medina|Castro|Vargas|Guzmán|Velázquez|Muñoz|Rojas|Contreras|Salazar|Luna|Ortega|Guerrero|Estrada|Bautista|Cortés|Soto|Alvarado|Espinoza|Lara|Ávila|Ríos|Cervantes|Navarro|Delgado|Villarreal|Treviño|Garza|Ibarra|Zúñiga|Ochoa|Cárdenas|Peña|Valdez|Saldaña|Núñez|Acosta',
);
const streets = words(
  'Calle Sauce|Av. de las Torres|Calle Jacarandas|Calle Río Nazas|Privada Los Pinos|Calle Hidalgo|Calle Morelos|Av. Benito Juárez|Calle 5 de Mayo|Calle Allende|Calle Aldama|Calle Emiliano Zapata|Calle Francisco Villa|Calle Nogal|Calle Girasol|Av. Independencia',
);
const lastCompanies = words(
  'Manufacturas Integradas del Norte|Componentes Eléctricos de México|Logística Fronteriza|Textiles del Bajío|Metalmecánica Industrial|Tienda de conveniencia|Empacadora Regional|Maquiladora de Arneses|Servicios de Limpieza Industrial|Comercio propio',
);
const lastPositions = {
  DIRECT: ['Operador de producción', 'Ayudante general', 'Empacador', 'Cajero', 'Ensamblador'],
  INDIRECT: [
    'Técnico de mantenimiento',
    'Almacenista',
    'Inspector de calidad',
    'Montacarguista',
    'Técnico electrónico',
  ],
  ADMINISTRATIVE: [
    'Auxiliar administrativo',
    'Analista de nóminas',
    'Comprador',
    'Ingeniero de calidad',
    'Auxiliar contable',
  ],
} as const;
const specialities: Record<string, string[]> = {
  TECHNICAL: ['Técnico en mantenimiento industrial', 'Técnico en electrónica', 'Técnico en mecatrónica'],
  ENGINEERING: ['Ingeniería industrial', 'Ingeniería mecatrónica', 'Ingeniería en sistemas computacionales'],
  BACHELOR: ['Contaduría pública', 'Administración de empresas', 'Psicología organizacional', 'Derecho'],
  MASTER: ['Maestría en administración (MBA)', 'Maestría en ingeniería de calidad'],
};

type VacancyData = {
  company: string;
  vacancy_type: 'clients' | 'shelter' | 'shelter_indirect';
  category: 'ADMINISTRATIVE' | 'MANAGERIAL' | 'INDIRECT';
  position: string;
  department: string;
  status: 'New' | 'Pending' | 'Complete' | 'Cancel';
  approved: boolean;
  quantity: number;
  salary: [number, number];
  daysAgo: number;
  english: string;
  scholar: string;
  speciality: string;
  experience: string;
  responsabilities: string;
};

const vacancyData: VacancyData[] = [
  {
    company: 'DEMO-TIJ-EPA',
    vacancy_type: 'shelter',
    category: 'ADMINISTRATIVE',
    position: 'Ingeniero de calidad',
    department: 'CAL',
    status: 'Pending',
    approved: true,
    quantity: 2,
    salary: [28_000, 34_000],
    daysAgo: 24,
    english: 'B2',
    scholar: 'ENGINEERING',
    speciality: 'Ingeniería industrial',
    experience: '2 años en calidad de procesos SMT; manejo de PPAP, 8D y control estadístico',
    responsabilities: 'Atender quejas de cliente, liderar análisis de causa raíz y auditorías de proceso',
  },
  {
    company: 'DEMO-CJS-ACJ',
    vacancy_type: 'shelter',
    category: 'MANAGERIAL',
    position: 'Gerente de recursos humanos',
    department: 'RH',
    status: 'Pending',
    approved: false,
    quantity: 1,
    salary: [55_000, 70_000],
    daysAgo: 9,
    english: 'C1',
    scholar: 'BACHELOR',
    speciality: 'Psicología organizacional',
    experience: '5 años como gerente de RH en la industria maquiladora; relaciones laborales',
    responsabilities: 'Dirigir reclutamiento, nómina, relaciones laborales y clima organizacional',
  },
  {
    company: 'DEMO-QRO-AEB',
    vacancy_type: 'clients',
    category: 'ADMINISTRATIVE',
    position: 'Comprador',
    department: 'COMP',
    status: 'New',
    approved: false,
    quantity: 1,
    salary: [22_000, 26_000],
    daysAgo: 3,
    english: 'B2',
    scholar: 'BACHELOR',
    speciality: 'Administración de empresas',
    experience: '2 años en compras de materia prima para manufactura; SAP',
    responsabilities: 'Cotizar, negociar y dar seguimiento a órdenes de compra nacionales e importación',
  },
  {
    company: 'DEMO-LEO-CCB',
    vacancy_type: 'shelter_indirect',
    category: 'INDIRECT',
    position: 'Supervisor de producción',
    department: 'PROD',
    status: 'Complete',
    approved: true,
    quantity: 1,
    salary: [18_000, 21_000],
    daysAgo: 48,
    english: 'A2',
    scholar: 'TECHNICAL',
    speciality: 'Técnico en mantenimiento industrial',
    experience: '3 años supervisando líneas de pespunte y montado',
    responsabilities: 'Cumplir el plan de producción del turno, asignar personal y reportar eficiencias',
  },
  {
    company: 'DEMO-PUE-EAP',
    vacancy_type: 'clients',
    category: 'ADMINISTRATIVE',
    position: 'Analista de nóminas',
    department: 'RH',
    status: 'Cancel',
    approved: false,
    quantity: 1,
    salary: [16_000, 19_000],
    daysAgo: 35,
    english: 'A2',
    scholar: 'BACHELOR',
    speciality: 'Contaduría pública',
    experience: '1 año en cálculo de nómina semanal, IMSS e INFONAVIT',
    responsabilities: 'Calcular la nómina semanal, incidencias y movimientos afiliatorios',
  },
  {
    company: 'DEMO-TOL-PIC',
    vacancy_type: 'shelter',
    category: 'ADMINISTRATIVE',
    position: 'Ingeniero de procesos de inyección',
    department: 'ING',
    status: 'New',
    approved: false,
    quantity: 1,
    salary: [30_000, 36_000],
    daysAgo: 1,
    english: 'B1',
    scholar: 'ENGINEERING',
    speciality: 'Ingeniería mecatrónica',
    experience: '3 años en moldeo por inyección; Scientific Molding deseable',
    responsabilities: 'Optimizar parámetros de proceso, arranques de moldes nuevos y reducción de scrap',
  },
];

const departmentData = [
  { code: 'PROD', name_es: 'Producción', name_en: 'Production' },
  { code: 'CAL', name_es: 'Calidad', name_en: 'Quality' },
  { code: 'MTTO', name_es: 'Mantenimiento', name_en: 'Maintenance' },
  { code: 'ALM', name_es: 'Almacén y logística', name_en: 'Warehouse and logistics' },
  { code: 'ING', name_es: 'Ingeniería', name_en: 'Engineering' },
  { code: 'RH', name_es: 'Recursos Humanos', name_en: 'Human Resources' },
  { code: 'FIN', name_es: 'Finanzas', name_en: 'Finance' },
  { code: 'COMP', name_es: 'Compras', name_en: 'Purchasing' },
];

// ---------------------------------------------------------------------------------------------
// The seeding
// ---------------------------------------------------------------------------------------------

type Summary = Record<string, number>;

async function isPgliteServerRunning(config: Config): Promise<boolean> {
  if (config.databaseUrl) return false;
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health/`, {
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { database?: string };
    return body.database === 'pglite';
  } catch {
    return false;
  }
}

async function seedDemo(tx: Tx): Promise<Summary> {
  const summary: Summary = {};
  const count = (key: string, n = 1) => {
    summary[key] = (summary[key] ?? 0) + n;
  };

  // lookups of the reference data seeded on every start
  const catalogRows = await tx.select().from(schema.catalogs);
  const catalog = (clasId: number, code: string): number => {
    const row = catalogRows.find((c) => c.clas_id === clasId && c.code === code);
    if (!row) throw new Error(`catalog ${clasId}:${code} missing (run the server once, or check the seed)`);
    return row.id;
  };
  const categoryRows = await tx.select().from(schema.categories);
  const category = (code: string): number => {
    const row = categoryRows.find((c) => c.code === code);
    if (!row) throw new Error(`category ${code} missing`);
    return row.id;
  };
  const roleRows = await tx.select().from(schema.roles);
  const vacancyStatusRows = await tx.select().from(schema.vacancyStatus);
  const vacancyStage = (name: string) => vacancyStatusRows.find((s) => s.name === name)?.id ?? null;
  const vcStatusRows = await tx.select().from(schema.vacancyCandidateStatus);
  const vcStage = (name: string) => vcStatusRows.find((s) => s.name === name)?.id ?? null;

  // regions (reused by name when someone created them already)
  const regionIds = {} as Record<RegionKey, number>;
  const existingRegions = await tx.select().from(schema.regions);
  for (const region of regionData) {
    const found = existingRegions.find((r) => r.name === region.name);
    if (found) {
      regionIds[region.key] = found.id;
      continue;
    }
    const [row] = await tx
      .insert(schema.regions)
      .values({ name: region.name, area: region.area })
      .returning({ id: schema.regions.id });
    regionIds[region.key] = row?.id as number;
    count('regions');
  }

  // departments (by code)
  const existingDepartments = await tx.select().from(schema.departments);
  const departmentIds: Record<string, number> = {};
  for (const d of departmentData) {
    const found = existingDepartments.find((row) => row.code === d.code);
    if (found) {
      departmentIds[d.code] = found.id;
      continue;
    }
    const [row] = await tx
      .insert(schema.departments)
      .values({ ...d, public_name: d.name_es })
      .returning({ id: schema.departments.id });
    departmentIds[d.code] = row?.id as number;
    count('departments');
  }

  // companies, sites, positions, targets
  type SeededCompany = CompanyData & {
    id: number;
    siteIds: number[];
    positionIds: Array<{ id: number; cat: Cat; es: string }>;
  };
  const seededCompanies: SeededCompany[] = [];
  const year = today.getUTCFullYear();
  for (const [index, c] of companyData.entries()) {
    const rotations = Array.from({ length: 6 }, (_, i) => {
      const d = new Date(Date.UTC(year, today.getUTCMonth() - 6 + i, 1));
      return {
        period: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
        value: Math.round((c.rotation + (random() - 0.5) * 3) * 10) / 10,
      };
    });
    const [company] = await tx
      .insert(schema.companies)
      .values({
        code: c.code,
        name_es: c.name_es,
        name_en: c.name_en,
        public_name: c.public_name,
        rfc: c.rfc,
        human_resources: c.human_resources,
        contact: c.contact,
        email: c.email,
        region: regionIds[c.region],
        address: c.address,
        benefits: c.benefits,
        profile: `${c.name_es} es una empresa manufacturera de exportación en ${cities[c.city]?.city}.`,
        routes: `Rutas de transporte de personal desde las principales colonias de ${cities[c.city]?.city}.`,
        rotation: c.rotation,
        rotations,
        custom_url: c.custom_url,
        priority_order: index + 1,
        created_at: at(daysAgo(200 - index)),
      })
      .returning({ id: schema.companies.id });
    const companyId = company?.id as number;
    count('companies');
    const city = cities[c.city] as City;
    const siteRows = await tx
      .insert(schema.sites)
      .values(
        c.sites.map((s) => ({
          code: s.code,
          name: s.name,
          contact_name: s.contact_name,
          company: companyId,
          colony: s.colony,
          street: s.street,
          no_external: s.no_external,
          cp: s.cp,
          city: s.city ?? city.city,
          state: city.state,
          country: 'México',
          telephone_code: '+52',
          telephone: s.telephone,
          latitute: s.latitute,
          longitude: s.longitude,
        })),
      )
      .returning({ id: schema.sites.id });
    count('sites', siteRows.length);
    const positionRows = await tx
      .insert(schema.positions)
      .values(c.positions.map((p) => ({ name_es: p.es, name_en: p.en, company: companyId })))
      .returning({ id: schema.positions.id, es: schema.positions.name_es });
    count('positions', positionRows.length);
    await tx.insert(schema.targets).values(
      (['DIRECT', 'INDIRECT'] as const).map((cat) => {
        const base = cat === 'DIRECT' ? int(40, 120) : int(8, 25);
        return {
          company: companyId,
          category: category(cat),
          values: {
            year,
            months: Array.from({ length: 12 }, () => Math.round(base * (0.8 + random() * 0.4))),
          },
        };
      }),
    );
    count('targets', 2);
    seededCompanies.push({
      ...c,
      id: companyId,
      siteIds: siteRows.map((s) => s.id),
      positionIds: positionRows.map((p) => ({
        id: p.id,
        es: p.es,
        cat: c.positions.find((d) => d.es === p.es)?.cat ?? 'DIRECT',
      })),
    });
  }
  const companiesOf = (regions: RegionKey[]) =>
    seededCompanies.filter((c) => regions.includes(c.region)).map((c) => c.id);

  // users per role, with their companies (usernames already taken are left alone)
  const existingUsers = await tx
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(
      inArray(
        schema.users.username,
        userData.map((u) => u.username),
      ),
    );
  const userIds: Record<string, number> = {};
  for (const u of userData) {
    const found = existingUsers.find((e) => e.username === u.username);
    if (found) {
      userIds[u.username] = found.id;
      continue;
    }
    const [row] = await tx
      .insert(schema.users)
      .values({
        username: u.username,
        first_name: u.first_name,
        last_name: u.last_name,
        email: `${u.username}@reclutamiento.example.com`,
        password: await hashPassword(DEMO_PASSWORD),
        is_staff: true,
        lang: 'es',
      })
      .returning({ id: schema.users.id });
    const id = row?.id as number;
    userIds[u.username] = id;
    count('users');
    const role = roleRows.find((r) => r.short === u.role);
    if (role) await tx.insert(schema.userRoles).values({ user: id, role: role.id });
    const companyIds = companiesOf(u.regions);
    if (companyIds.length)
      await tx.insert(schema.userCompanies).values(companyIds.map((company) => ({ user: id, company })));
  }
  const recruiterFor = (region: RegionKey) =>
    userIds[region === 'norte' ? 'reclutador.norte' : 'reclutador.bajio'] as number;
  const requester = userIds.solicitante as number;
  const hrManager = userIds['gerente.rh'] as number;
  const programManager = userIds['gerente.programa'] as number;
  const medical = userIds['servicio.medico'] as number;

  // default approvals per region and vacancy type
  const approvers: Record<RegionKey, Array<[string, string]>> = {
    norte: [
      ['Ing. Raúl Quintero Beltrán', 'Gerente de planta'],
      ['Lic. Norma Elizondo Cavazos', 'Directora regional de Recursos Humanos'],
    ],
    bajio: [
      ['Ing. Octavio Zermeño Ledesma', 'Gerente de operaciones'],
      ['Lic. Beatriz Anaya Sierra', 'Directora regional de Recursos Humanos'],
    ],
    centro: [
      ['C.P. Hugo Miranda Téllez', 'Gerente de administración'],
      ['Lic. Susana Carrillo Rebollo', 'Directora regional de Recursos Humanos'],
    ],
  };
  /** "Lic. Norma Elizondo Cavazos" → norma.elizondo@aprobaciones.example.com */
  const approverEmail = (fullName: string) => {
    const [first, last] = slug(fullName.replace(/^(Ing|Lic|C\.P)\.? /, '')).split('.');
    return `${first}.${last}@aprobaciones.example.com`;
  };
  for (const region of regionData) {
    for (const approvalType of ['clients', 'shelter', 'shelter_indirect'] as const) {
      await tx.insert(schema.defaultApprovals).values(
        (approvers[region.key] ?? []).map(([fullName, title], i) => ({
          full_name: fullName,
          title,
          email: approverEmail(fullName),
          approval_type: approvalType,
          sort_item: i + 1,
          send_email: true,
          region: regionIds[region.key],
        })),
      );
      count('default_approvals', approvers[region.key]?.length ?? 0);
    }
  }

  // candidates: identity numbers unique against what the database already holds
  const takenRows = await queryRows<Record<'curp' | 'rfc' | 'employee_code', string | null>>(
    tx,
    sql`select upper(curp) as curp, upper(rfc) as rfc, upper(employee_code) as employee_code from candidates where is_deleted = false`,
  );
  const curps = new Set(takenRows.map((r) => r.curp).filter(Boolean));
  const rfcs = new Set(takenRows.map((r) => r.rfc).filter(Boolean));
  const employeeCodes = new Set(takenRows.map((r) => r.employee_code).filter(Boolean));

  type CandidateSeed = typeof schema.candidates.$inferInsert & { cat: string; cityKey: string };
  const candidateSeeds: CandidateSeed[] = [];
  const cityKeys = seededCompanies.map((c) => c.city);
  const scholarByCat = {
    DIRECT: { PRIMARY: 2, SECONDARY: 5, HIGH_SCHOOL: 3, TECHNICAL: 1 },
    INDIRECT: { SECONDARY: 1, HIGH_SCHOOL: 3, TECHNICAL: 4, ENGINEERING: 1 },
    ADMINISTRATIVE: { BACHELOR: 5, ENGINEERING: 3, MASTER: 1 },
  };
  const englishByCat = {
    DIRECT: { NONE: 6, A1: 3, A2: 1 },
    INDIRECT: { NONE: 2, A1: 3, A2: 3, B1: 2 },
    ADMINISTRATIVE: { A2: 1, B1: 3, B2: 4, C1: 2 },
  };
  const sources = {
    FACEBOOK: 6,
    REFERRAL: 5,
    WALK_IN: 3,
    INDEED: 3,
    COMPUTRABAJO: 3,
    OCC_MUNDIAL: 2,
    FLYER: 2,
    PERIFONEO: 1,
    JOB_FAIR: 1,
    LINKEDIN: 1,
    RADIO: 1,
  };
  const TOTAL_CANDIDATES = 300;
  for (let i = 0; i < TOTAL_CANDIDATES; i++) {
    const cat = weighted({ DIRECT: 60, INDIRECT: 25, ADMINISTRATIVE: 15 });
    const male = chance(cat === 'DIRECT' ? 0.45 : 0.55);
    const age = cat === 'ADMINISTRATIVE' ? int(23, 52) : int(18, 50);
    const birth = addDays(daysAgo(age * 365 + int(0, 364)), 0);
    const person: Person = {
      names: pick(male ? maleNames : femaleNames),
      last_name: pick(surnames),
      second_name: pick(surnames),
      birthdate: ymd(birth),
      male,
    };
    const cityKey = pick(cityKeys);
    const city = cities[cityKey] as City;
    const stateCode = chance(0.6) ? city.curpState : pick(birthStates);
    let homonym = 0;
    let curp = curpOf(person, stateCode, homonym);
    while (curps.has(curp)) curp = curpOf(person, stateCode, ++homonym);
    curps.add(curp);
    let rfc: string | null = null;
    if (cat !== 'DIRECT' || chance(0.5)) {
      do rfc = rfcOf(person);
      while (rfcs.has(rfc));
      rfcs.add(rfc);
    }
    const scholar: string = weighted<string>(scholarByCat[cat]);
    const createdAt = daysAgo(int(0, 180));
    const firstName = person.names.split(' ')[0] as string;
    candidateSeeds.push({
      cat,
      cityKey,
      names: person.names,
      last_name: person.last_name,
      second_name: person.second_name,
      curp,
      rfc,
      ssn: chance(0.7) ? nssOf(birth.getUTCFullYear()) : null,
      email: chance(cat === 'DIRECT' ? 0.7 : 0.98)
        ? `${slug(firstName)}.${slug(person.last_name)}${int(1, 99)}@${pick(['example.com', 'example.net', 'example.org'])}`
        : null,
      phone_number: `${city.lada}${int(1_000_000, 9_999_999)}`,
      genre: male ? 'Male' : 'Female',
      birthdate: person.birthdate,
      recruitment_source: catalog(9, weighted(sources)),
      scholar_level: catalog(2, scholar),
      english_level: catalog(8, weighted<string>(englishByCat[cat])),
      scholar_speciality: specialities[scholar] ? pick(specialities[scholar] as string[]) : null,
      address: `${pick(streets)} ${int(100, 9999)}`,
      colony: pick(city.colonies),
      postal_code: `${city.cpPrefix}${String(int(0, 999)).padStart(3, '0')}`,
      city: city.city,
      state: city.state,
      emergency_name: `${pick(chance(0.5) ? maleNames : femaleNames)} ${person.last_name} ${pick(surnames)}`,
      emergency_phone: `${city.lada}${int(1_000_000, 9_999_999)}`,
      last_company: chance(0.8) ? pick(lastCompanies) : null,
      last_position: chance(0.8) ? pick(lastPositions[cat]) : null,
      status: chance(0.95) ? 'Active' : 'Inactive',
      category: category(cat),
      created_by: recruiterFor(seededCompanies.find((c) => c.city === cityKey)?.region ?? 'norte'),
      created_at: at(createdAt),
      updated_at: at(createdAt),
    });
  }
  const insertedCandidates = await tx
    .insert(schema.candidates)
    .values(candidateSeeds.map(({ cat: _cat, cityKey: _city, ...values }) => values))
    .returning({ id: schema.candidates.id });
  count('candidates', insertedCandidates.length);
  const pool = candidateSeeds.map((c, i) => ({
    ...c,
    id: insertedCandidates[i]?.id as number,
    used: false,
  }));

  // blacklist: five active entries and one lifted
  const blacklistReasons = [
    ['JOB_ABANDONMENT', 'Abandonó el puesto en la segunda semana sin avisar.'],
    ['UNJUSTIFIED_ABSENCES', 'Cuatro faltas injustificadas en un mes.'],
    ['DOCUMENT_FORGERY', 'Presentó un comprobante de estudios alterado.'],
    ['INAPPROPRIATE_CONDUCT', 'Reporte del cliente por conducta inapropiada con compañeros.'],
    ['SAFETY_VIOLATION', 'Retiró la guarda de seguridad de una prensa en repetidas ocasiones.'],
    ['UNJUSTIFIED_ABSENCES', 'Faltas durante el periodo de prueba.'],
  ] as const;
  const barred = sample(
    pool.filter((c) => c.status === 'Active'),
    blacklistReasons.length,
  );
  for (const [i, candidate] of barred.entries()) {
    candidate.used = true;
    const [code, note] = blacklistReasons[i] as readonly [string, string];
    const lifted = i === blacklistReasons.length - 1;
    const starts = daysAgo(int(20, 150));
    await tx.insert(schema.blackList).values({
      candidate: candidate.id,
      reason: catalog(5, code),
      note,
      is_active: !lifted,
      starts_at: ymd(starts),
      ends_at: lifted ? ymd(addDays(starts, 90)) : i === 0 ? ymd(addDays(today, 180)) : null,
      created_by: hrManager,
      note_return: lifted ? 'Cumplió el periodo de veto; el cliente autorizó su recontratación.' : null,
      created_at: at(starts),
      updated_at: at(starts),
    });
    if (!lifted)
      await tx
        .update(schema.candidates)
        .set({ is_black_list: true })
        .where(eq(schema.candidates.id, candidate.id));
    count('black_list');
  }

  // requirements of the direct process, with items and assignments consistent with their counters
  const takeCandidate = (cat: Cat, cityKey: string) => {
    const fits = (c: (typeof pool)[number]) => !c.used && c.status === 'Active' && c.cat === cat;
    const found = pool.find((c) => fits(c) && c.cityKey === cityKey) ?? pool.find(fits);
    if (found) found.used = true;
    return found;
  };
  const interviewTimes = ['08:00', '09:30', '11:00', '13:00', '15:30', '16:30'];
  const rejectCodes = [
    'FAILED_INTERVIEW',
    'PROFILE_MISMATCH',
    'MEDICAL_UNFAVORABLE',
    'SCHEDULE_UNAVAILABLE',
    'NOT_CONTACTABLE',
  ];
  let employeeNumber = 240_100;
  const nextEmployeeCode = () => {
    let code = '';
    do code = String(++employeeNumber);
    while (employeeCodes.has(code));
    employeeCodes.add(code);
    return code;
  };

  const TOTAL_REQUIREMENTS = 20;
  for (let r = 0; r < TOTAL_REQUIREMENTS; r++) {
    const company = seededCompanies[r % seededCompanies.length] as SeededCompany;
    const recruiter = recruiterFor(company.region);
    const age = Math.round(((TOTAL_REQUIREMENTS - r) / TOTAL_REQUIREMENTS) * 56) + int(0, 3);
    const date = daysAgo(age);
    const status: 'New' | 'Approved' | 'Recruiting' | 'Closed' | 'Cancel' =
      r === 2 ? 'Cancel' : age > 40 ? 'Closed' : age > 12 ? 'Recruiting' : age > 6 ? 'Approved' : 'New';
    const cat: Cat = chance(0.75) ? 'DIRECT' : 'INDIRECT';
    const positions = company.positionIds.filter((p) => p.cat === cat);
    const chosen = sample(
      positions.length ? positions : company.positionIds,
      Math.min(int(1, 3), positions.length || 1),
    );
    const { week, year: isoYear } = isoWeek(ymd(date));
    const [requirement] = await tx
      .insert(schema.requeriments)
      .values({
        company: company.id,
        site: pick(company.siteIds),
        request_by: requester,
        category: category(cat),
        status,
        requeriment_date: ymd(date),
        req_period: `${isoYear}-W${String(week).padStart(2, '0')}`,
        week,
        year: isoYear,
        additional_comments: pick([
          'Arranque de nueva línea de producción.',
          'Reposición por rotación del mes.',
          'Incremento de volumen solicitado por el cliente.',
          'Cobertura de vacaciones y permisos.',
          null,
        ]),
        created_at: at(date),
        updated_at: at(date),
      })
      .returning({ id: schema.requeriments.id });
    const requirementId = requirement?.id as number;
    await tx
      .update(schema.requeriments)
      .set({ code: `REQ-${String(requirementId).padStart(6, '0')}` })
      .where(eq(schema.requeriments.id, requirementId));
    count('requeriments');

    const totals = { total: 0, accepted: 0, hired: 0, rejected: 0, candidates: 0 };
    let lastActivity = date;
    for (const position of chosen) {
      const quantity = cat === 'DIRECT' ? int(3, 15) : int(1, 4);
      const [item] = await tx
        .insert(schema.requirementItems)
        .values({
          requeriment: requirementId,
          position: position.id,
          gender: weighted({ any: 7, female: 2, male: 1 }),
          shift_type: catalog(3, pick(['FIRST', 'FIRST', 'SECOND', 'THIRD', 'FOUR_BY_THREE'])),
          category: category(cat),
          quantity,
          details:
            cat === 'DIRECT'
              ? 'Disponibilidad para rolar turnos; no se requiere experiencia.'
              : 'Experiencia mínima de un año en el puesto.',
          created_at: at(date),
          updated_at: at(date),
        })
        .returning({ id: schema.requirementItems.id });
      const itemId = item?.id as number;
      count('requeriment_items');

      // how the item's assignments ended
      const plan: Array<'Pending' | 'Accepted' | 'Rejected' | 'Hired' | 'NotAttend'> = [];
      if (status === 'Closed') {
        plan.push(...Array<'Hired'>(quantity).fill('Hired'));
        for (let k = int(0, 3); k > 0; k--) plan.push(pick(['Rejected', 'NotAttend'] as const));
      } else if (status === 'Recruiting') {
        const hired = int(0, Math.floor(quantity / 2));
        const accepted = int(0, Math.min(2, quantity - hired));
        plan.push(...Array<'Hired'>(hired).fill('Hired'), ...Array<'Accepted'>(accepted).fill('Accepted'));
        for (let k = int(1, 4); k > 0; k--) plan.push('Pending');
        for (let k = int(0, 3); k > 0; k--) plan.push(pick(['Rejected', 'NotAttend'] as const));
      } else if (status === 'Cancel') {
        plan.push('Rejected');
      }
      const counters = { candidates: 0, accepted: 0, hired: 0, rejected: 0, not_attend: 0 };
      for (const outcome of plan) {
        const candidate = takeCandidate(position.cat, company.city);
        if (!candidate) break;
        const interview = addDays(date, int(1, 5));
        const interviewDay = interview > today ? today : interview;
        const followDay = addDays(interviewDay, int(0, 3)) > today ? today : addDays(interviewDay, int(0, 3));
        if (followDay > lastActivity) lastActivity = followDay;
        const closedByCancel = status === 'Cancel';
        const values: typeof schema.requirementCandidates.$inferInsert = {
          requeriment: itemId,
          requeriment_id: requirementId,
          candidate: candidate.id,
          interview_date: ymd(interviewDay),
          interview_time: pick(interviewTimes),
          status: outcome,
          user_appointment: recruiter,
          position: position.id,
          company: company.id,
          created_at: at(interviewDay > date ? addDays(interviewDay, -1) : date, 15),
          updated_at: at(followDay),
        };
        if (outcome !== 'Pending') {
          values.follow_up = {
            Accepted: 'Aprobó entrevista y examen; pendiente de fecha de ingreso.',
            Hired: 'Ingresó a la inducción.',
            Rejected: closedByCancel
              ? 'Requerimiento cancelado por el cliente.'
              : 'No continúa en el proceso.',
            NotAttend: 'No se presentó.',
          }[outcome];
          values.follow_date = at(followDay);
          values.follow_user = recruiter;
        }
        if (outcome === 'Rejected')
          values.reject_reason = catalog(6, closedByCancel ? REQ_CANCELED_CODE : pick(rejectCodes));
        if (outcome === 'NotAttend') values.type_not_attend = chance(0.7) ? 'interview' : 'hiring';
        if (outcome === 'Hired' || outcome === 'Accepted') {
          values.require_medical = chance(0.6);
          if (values.require_medical) {
            values.medical_status = 'recommended';
            values.medical_user = medical;
            values.medical_date = at(followDay);
            values.medical_notes = 'Apto para el puesto.';
          }
        }
        if (outcome === 'Hired') {
          values.hired_user = recruiter;
          values.hired_at = at(followDay);
          await tx
            .update(schema.candidates)
            .set({ employee_code: nextEmployeeCode() })
            .where(eq(schema.candidates.id, candidate.id));
        }
        await tx.insert(schema.requirementCandidates).values(values);
        count('requeriment_candidates');
        counters.candidates += 1;
        if (outcome === 'Accepted' || outcome === 'Hired') counters.accepted += 1;
        if (outcome === 'Hired') counters.hired += 1;
        if (outcome === 'Rejected') counters.rejected += 1;
        if (outcome === 'NotAttend') counters.not_attend += 1;
      }
      await tx.update(schema.requirementItems).set(counters).where(eq(schema.requirementItems.id, itemId));
      totals.total += quantity;
      totals.accepted += counters.accepted;
      totals.hired += counters.hired;
      totals.rejected += counters.rejected;
      totals.candidates += counters.candidates;
    }
    // a Closed requirement is one whose positions are all hired; fall back to Recruiting otherwise
    const finalStatus = status === 'Closed' && totals.hired < totals.total ? 'Recruiting' : status;
    await tx
      .update(schema.requeriments)
      .set({
        status: finalStatus,
        total_positions: totals.total,
        accepted_positions: totals.accepted,
        hired_positions: totals.hired,
        rejected_positions: totals.rejected,
        candidates: totals.candidates,
        open_positions: totals.total - totals.accepted,
        ...(finalStatus === 'Closed' ? { updated_at: at(lastActivity), closed_at: at(lastActivity) } : {}),
        ...(finalStatus === 'Cancel'
          ? {
              cancel_user: requester,
              cancel_at: at(addDays(date, 2)),
              cancel_reason: 'El cliente pospuso el arranque de la línea.',
            }
          : {}),
      })
      .where(eq(schema.requeriments.id, requirementId));
  }

  // administrative vacancies, with approvals, history and candidates
  const defaultApprovalRows = await tx.select().from(schema.defaultApprovals);
  const codeNumbers: Record<string, number> = {};
  for (const v of vacancyData) {
    const company = seededCompanies.find((c) => c.code === v.company) as SeededCompany;
    const created = daysAgo(v.daysAgo);
    const sentAt = addDays(created, 1);
    const approvedAt = addDays(created, 3);
    const recruiter = recruiterFor(company.region);
    const stage =
      v.status === 'New'
        ? null
        : v.status === 'Cancel'
          ? 'Canceled'
          : v.status === 'Complete'
            ? 'Closed'
            : v.approved
              ? 'Recruiting'
              : 'Waiting approval';
    const hired = v.status === 'Complete' ? v.quantity : 0;
    const [vacancy] = await tx
      .insert(schema.vacancies)
      .values({
        status: v.status,
        vacancy_type: v.vacancy_type,
        company: company.id,
        request_by: requester,
        current_status: stage ? vacancyStage(stage) : null,
        requisitor_name: company.contact,
        requisitor_email: company.email,
        category: category(v.category),
        position: v.position,
        expected_date: ymd(addDays(created, 30)),
        salary_type: catalog(7, 'MONTHLY'),
        salary_from: v.salary[0],
        salary_to: v.salary[1],
        quantity: v.quantity,
        hired,
        plant: company.sites[0]?.name,
        department: departmentIds[v.department],
        shift_description: 'Lunes a viernes de 8:00 a 17:30',
        type_hiring: 'Tiempo indeterminado',
        reason: catalog(1, pick(['NEW_POSITION', 'REPLACEMENT', 'PRODUCTION_INCREASE'])),
        experience: v.experience,
        responsabilities: v.responsabilities,
        scholar_level: catalog(2, v.scholar),
        scholar_speciality: v.speciality,
        english_level: catalog(8, v.english),
        require_passport: v.category === 'MANAGERIAL',
        require_visa: v.category === 'MANAGERIAL',
        recruiter,
        hr_manager: hrManager,
        program_manager: programManager,
        review_resources: v.category !== 'INDIRECT',
        system_date: at(created),
        approved_at: v.approved ? at(approvedAt) : null,
        recruited_at: v.approved ? at(addDays(approvedAt, 1)) : null,
        closed_at: v.status === 'Complete' ? at(addDays(created, 30)) : null,
        cancel_reason: v.status === 'Cancel' ? 'La posición se cubrirá con personal interno.' : null,
        cancel_user: v.status === 'Cancel' ? requester : null,
        cancel_at: v.status === 'Cancel' ? at(addDays(created, 5)) : null,
        created_at: at(created),
        updated_at: at(created),
      })
      .returning({ id: schema.vacancies.id });
    const vacancyId = vacancy?.id as number;
    // the code the server gives (docs/decisions.md#administrative-process-issue-13): type prefix, year, number
    const prefix = `${{ clients: 'CLI', shelter: 'SHE', shelter_indirect: 'SHI' }[v.vacancy_type]}-${created.getFullYear()}-`;
    codeNumbers[prefix] = (codeNumbers[prefix] ?? 0) + 1;
    await tx
      .update(schema.vacancies)
      .set({ code: `${prefix}${String(codeNumbers[prefix]).padStart(4, '0')}` })
      .where(eq(schema.vacancies.id, vacancyId));
    count('vacancies');

    if (v.status !== 'New') {
      const approvals = defaultApprovalRows
        .filter((a) => a.region === regionIds[company.region] && a.approval_type === v.vacancy_type)
        .sort((a, b) => a.sort_item - b.sort_item);
      for (const [i, a] of approvals.entries()) {
        await tx.insert(schema.vacancyApprovals).values({
          vacancy: vacancyId,
          full_name: a.full_name,
          email: a.email,
          title: a.title,
          sort_item: a.sort_item,
          // a key is stored only as its hash; demo keys are never mailed, so nobody holds one
          key: createHash('sha256').update(randomBytes(24)).digest('hex'),
          mailed_at: at(sentAt),
          approve_at: v.approved || (v.status === 'Pending' && i === 0) ? at(addDays(sentAt, i + 1)) : null,
          created_at: at(sentAt),
          updated_at: at(sentAt),
        });
        count('vacancy_approvals');
      }
      const stages: Array<[string, Date]> = [['Waiting approval', sentAt]];
      if (v.approved) stages.push(['Approved', approvedAt], ['Recruiting', addDays(approvedAt, 1)]);
      if (v.status === 'Complete')
        stages.push(['Offer', addDays(created, 20)], ['Closed', addDays(created, 30)]);
      if (v.status === 'Cancel') stages.push(['Canceled', addDays(created, 5)]);
      for (const [i, [name, when]] of stages.entries()) {
        await tx.insert(schema.vacancyHistory).values({
          vacancy: vacancyId,
          status: vacancyStage(name),
          comments: name === 'Canceled' ? 'La posición se cubrirá con personal interno.' : null,
          user: name === 'Waiting approval' ? requester : recruiter,
          created_at: at(when),
          updated_at: at(when),
        });
        const previous = stages[i - 1];
        if (previous) {
          const event = { kind: 'vacancy_stage' as const, from: previous[0], to: name };
          await tx.insert(schema.vacancyLogs).values({
            vacancy: vacancyId,
            status: name,
            event,
            comment: logSentence(event, 'es', (key, params) => translate('es', key, params)),
            user: recruiter,
            days: Math.round((when.getTime() - previous[1].getTime()) / DAY),
            created_at: at(when),
            updated_at: at(when),
          });
          count('vacancy_logs');
        }
        count('vacancy_history');
      }
    }

    if (v.approved) {
      const n = v.status === 'Complete' ? 3 : 4;
      let hiredSoFar = 0;
      let total = 0;
      for (let k = 0; k < n; k++) {
        const candidate = pool.find(
          (c) =>
            !c.used &&
            c.status === 'Active' &&
            c.cat === (v.category === 'INDIRECT' ? 'INDIRECT' : 'ADMINISTRATIVE'),
        );
        if (!candidate) break;
        candidate.used = true;
        const isHired = v.status === 'Complete' && hiredSoFar < v.quantity;
        const status = isHired
          ? 'Hired'
          : v.status === 'Complete'
            ? 'Rejected'
            : k === 0
              ? 'Accepted'
              : 'Pending';
        if (isHired) hiredSoFar += 1;
        const when = addDays(approvedAt, 2 + k);
        await tx.insert(schema.vacancyCandidates).values({
          candidate: candidate.id,
          vacancy: vacancyId,
          is_viable: status === 'Pending' && k === n - 1 ? null : status !== 'Rejected',
          status,
          current_status: vcStage(status === 'Pending' ? 'HR interview' : status),
          created_by: recruiter,
          salary_offer: status === 'Hired' || status === 'Accepted' ? v.salary[0] + 1000 : null,
          follow_up: status === 'Pending' ? null : 'Entrevista con el gerente del área.',
          follow_date: status === 'Pending' ? null : at(addDays(when, 3)),
          follow_user: status === 'Pending' ? null : recruiter,
          reject_reason: status === 'Rejected' ? catalog(6, 'SALARY_EXPECTATIONS') : null,
          hired_at: isHired ? at(addDays(when, 10)) : null,
          hired_user: isHired ? recruiter : null,
          availability_schedule: 'Inmediata',
          own_car: chance(0.6),
          english_level: catalog(8, v.english),
          last_company: pick(lastCompanies),
          last_salary: v.salary[0] - 2000,
          new_salary: v.salary[0] + 1000,
          recruit_source: catalog(9, pick(['LINKEDIN', 'OCC_MUNDIAL', 'REFERRAL', 'INDEED'])),
          require_medical: isHired,
          medical_status: isHired ? 'recommended' : null,
          medical_user: isHired ? medical : null,
          medical_date: isHired ? at(addDays(when, 7)) : null,
          created_at: at(when),
          updated_at: at(when),
        });
        if (isHired)
          await tx
            .update(schema.candidates)
            .set({ employee_code: nextEmployeeCode() })
            .where(eq(schema.candidates.id, candidate.id));
        total += 1;
        count('vacancy_candidates');
      }
      await tx
        .update(schema.vacancies)
        .set({ total_candidates: total, hired_candidates: hiredSoFar })
        .where(eq(schema.vacancies.id, vacancyId));
      if (v.category !== 'INDIRECT') {
        await tx.insert(schema.techResources).values({
          vacancy: vacancyId,
          computer: true,
          line: v.category === 'MANAGERIAL',
          extension: true,
          software: ['Microsoft 365', 'SAP'],
          access_card: true,
          drive: true,
          systems: ['Nómina', 'Control de asistencia'],
          notes: 'Laptop con docking station.',
        });
        count('tech_resources');
      }
    }
  }
  return summary;
}

async function run() {
  const config = loadConfig();
  if (await isPgliteServerRunning(config)) {
    console.error(
      `A server with the embedded database answers on port ${config.port}. Stop it first: only one process may open ${config.dataDir}.`,
    );
    process.exit(1);
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir} (embedded PGlite)`;
  console.log(`Demo data → ${where}`);
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const { generatedPassword } = await seed(database.db, config);
    if (generatedPassword) {
      console.log(
        `First superuser created. Username: ${config.adminUsername}  Password: ${generatedPassword}  (shown once)`,
      );
    }
    const [existing] = await database.db
      .select({ code: schema.companies.code })
      .from(schema.companies)
      .where(like(schema.companies.code, `${DEMO_CODE_PREFIX}%`))
      .limit(1);
    if (existing) {
      console.log(`Demo data already present (company ${existing.code}); nothing inserted.`);
    } else {
      const started = performance.now();
      const summary = await database.db.transaction((tx) => seedDemo(tx));
      console.log(`Demo data inserted in ${((performance.now() - started) / 1000).toFixed(1)} s:`);
      console.table(summary);
    }
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    console.table(
      userData.map((u) => ({
        username: u.username,
        role: u.role,
        name: `${u.first_name} ${u.last_name}`,
        companies: companyData
          .filter((c) => u.regions.includes(c.region))
          .map((c) => c.code.replace(DEMO_CODE_PREFIX, ''))
          .join(', '),
      })),
    );
    console.log(`Superuser: ${config.adminUsername} (its password was printed when it was created).`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error('seed:demo failed:', err);
  process.exit(1);
});
