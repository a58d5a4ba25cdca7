/**
 * The candidate import's column mapping (issue 30): which candidate field each column of an
 * uploaded spreadsheet feeds, guessed from its header in Spanish or English, and a key for "the same
 * shape of file" so a mapping can be remembered. Pure: the server guesses it for the preview and the
 * screen shows the same guess before the recruiter corrects it.
 */

/**
 * The file an import takes, at most: its size and its data rows (the header not counted). The
 * server's reader refuses past them (apps/server/src/modules/candidate-import/spreadsheet-read.ts);
 * the screen says them under the drop zone and checks the size before sending.
 */
export const importFileLimits = { maxBytes: 50 * 1024 * 1024, maxRows: 100_000 } as const;

/**
 * The fields a column can map to: the names of `candidateCreateSchema` (entities/candidate.ts) a
 * spreadsheet carries, plus one pseudo-field, `full_name`.
 *
 * `full_name` is one column holding the whole name. The validation splits it later, read the way
 * the company writes names (docs/domain.md#candidates, "last_name second_name names"): with a comma,
 * "Surnames, Names" (the surnames before it); without one, the first word is `last_name`, the second
 * `second_name` and the rest `names`. It is kept only when no other column maps `names` or
 * `last_name` (then the split columns are the better source and the whole name is ignored).
 *
 * `category`, `recruitment_source`, `scholar_level` and `english_level` are catalog references: the
 * column holds the catalog entry's name and the validation looks it up.
 */
export const importFields = [
  'names',
  'last_name',
  'second_name',
  'full_name',
  'curp',
  'rfc',
  'ssn',
  'email',
  'phone_number',
  'birthdate',
  'genre',
  'category',
  'city',
  'state',
  'recruitment_source',
  'address',
  'colony',
  'postal_code',
  'scholar_level',
  'scholar_speciality',
  'english_level',
  'last_company',
  'last_position',
  'additional_comments',
  'emergency_name',
  'emergency_phone',
  'employee_code',
] as const;
export type ImportField = (typeof importFields)[number];

/**
 * A header as compared: lower case, accents off (ñ → n), anything but letters and digits a single
 * space — "Teléfono (Cel.)" → "telefono cel", "C.P." → "c p", "Nombre(s)" → "nombre s".
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A bare "Nombre" / "Name": the given names when other columns hold the surnames, else (alone) the
 * whole name, as a single "Nombre" column usually is in the company's lists.
 */
const AMBIGUOUS_NAME = new Set(['nombre', 'name']);

/** Headers that look like a field but are not one ("Estado civil" is no state). */
const NEVER = new Set([
  'estado civil',
  'marital status',
  'civil status',
  'estatus',
  'status',
  'estado del candidato',
  'estado de la solicitud',
]);

/** Exact headers (normalised), per field: the common ways the company's and clients' files say it. */
const EXACT: Record<ImportField, string[]> = {
  names: [
    'nombres',
    'nombre s',
    'first name',
    'first names',
    'firstname',
    'given name',
    'given names',
    'forename',
  ],
  last_name: [
    'apellido paterno',
    'primer apellido',
    'ap paterno',
    'a paterno',
    'apellido pat',
    'paterno',
    'apellido 1',
    'apellido1',
    'apellidos',
    'apellido',
    'last name',
    'last names',
    'lastname',
    'surname',
    'surnames',
    'family name',
    'first last name',
    'first surname',
    'paternal surname',
    'paternal last name',
    'father s last name',
  ],
  second_name: [
    'apellido materno',
    'segundo apellido',
    'ap materno',
    'a materno',
    'apellido mat',
    'materno',
    'apellido 2',
    'apellido2',
    'second last name',
    'second surname',
    'maternal surname',
    'maternal last name',
    'mother s last name',
  ],
  full_name: [
    'nombre completo',
    'full name',
    'fullname',
    'complete name',
    'nombre y apellidos',
    'nombre apellidos',
    'apellidos y nombre',
    'apellidos y nombres',
    'apellidos nombre',
    'apellidos nombres',
    'apellidos y nombre s',
    'nombre del candidato',
    'candidato',
    'candidate',
    'candidate name',
    'candidate full name',
    'nombre del empleado',
    'employee name',
  ],
  curp: ['curp', 'clave unica de registro de poblacion'],
  rfc: ['rfc', 'registro federal de contribuyentes'],
  ssn: [
    'nss',
    'imss',
    'no imss',
    'num imss',
    'numero imss',
    'no de imss',
    'numero de imss',
    'n s s',
    'seguro social',
    'no seguro social',
    'no de seguro social',
    'num seguro social',
    'numero de seguro social',
    'numero de seguridad social',
    'social security',
    'social security number',
    'ssn',
  ],
  email: [
    'correo',
    'correo electronico',
    'correo e',
    'e mail',
    'email',
    'mail',
    'email address',
    'e mail address',
  ],
  phone_number: [
    'telefono',
    'tel',
    'telefonos',
    'celular',
    'cel',
    'movil',
    'whatsapp',
    'telefono celular',
    'tel celular',
    'telefono movil',
    'numero de telefono',
    'numero telefonico',
    'numero celular',
    'numero de celular',
    'phone',
    'phone number',
    'telephone',
    'mobile',
    'mobile phone',
    'mobile number',
    'cell',
    'cell phone',
    'cellphone',
  ],
  birthdate: [
    'fecha de nacimiento',
    'fecha nacimiento',
    'f nacimiento',
    'f de nacimiento',
    'fecha nac',
    'fec nac',
    'f nac',
    'nacimiento',
    'birth date',
    'birthdate',
    'date of birth',
    'dob',
    'birthday',
  ],
  genre: ['sexo', 'genero', 'sex', 'gender', 'genre'],
  category: ['categoria', 'category'],
  city: [
    'ciudad',
    'municipio',
    'alcaldia',
    'delegacion',
    'municipio o alcaldia',
    'localidad',
    'city',
    'town',
  ],
  state: ['estado', 'entidad', 'entidad federativa', 'state', 'province'],
  recruitment_source: [
    'fuente',
    'fuente de reclutamiento',
    'medio',
    'medio de reclutamiento',
    'como se entero',
    'como se entero de la vacante',
    'canal',
    'origen',
    'source',
    'recruitment source',
  ],
  address: ['domicilio', 'direccion', 'calle', 'calle y numero', 'address', 'street', 'street address'],
  colony: ['colonia', 'col', 'fraccionamiento', 'neighborhood', 'neighbourhood'],
  postal_code: [
    'c p',
    'cp',
    'codigo postal',
    'cod postal',
    'zip',
    'zip code',
    'zipcode',
    'postal code',
    'postcode',
  ],
  scholar_level: [
    'escolaridad',
    'nivel de estudios',
    'nivel escolar',
    'nivel academico',
    'grado de estudios',
    'ultimo grado de estudios',
    'estudios',
    'education',
    'education level',
    'schooling',
  ],
  scholar_speciality: ['especialidad', 'carrera', 'profesion', 'speciality', 'specialty', 'major', 'degree'],
  english_level: [
    'ingles',
    'nivel de ingles',
    'idioma ingles',
    'english',
    'english level',
    'level of english',
  ],
  last_company: [
    'ultima empresa',
    'empresa anterior',
    'ultimo empleo',
    'empleo anterior',
    'last company',
    'previous company',
    'last employer',
    'previous employer',
  ],
  last_position: [
    'ultimo puesto',
    'puesto anterior',
    'ultimo cargo',
    'cargo anterior',
    'last position',
    'previous position',
    'last job',
    'last job title',
  ],
  additional_comments: [
    'comentarios',
    'comentario',
    'comentarios adicionales',
    'observaciones',
    'observacion',
    'notas',
    'nota',
    'notes',
    'note',
    'comments',
    'additional comments',
    'remarks',
  ],
  emergency_name: [
    'contacto de emergencia',
    'contacto emergencia',
    'nombre contacto de emergencia',
    'nombre del contacto de emergencia',
    'en caso de emergencia',
    'emergency contact',
    'emergency contact name',
    'emergency name',
  ],
  emergency_phone: [
    'telefono de emergencia',
    'telefono emergencia',
    'tel de emergencia',
    'tel emergencia',
    'celular de emergencia',
    'telefono del contacto de emergencia',
    'telefono contacto de emergencia',
    'emergency phone',
    'emergency contact phone',
    'emergency number',
  ],
  employee_code: [
    'no empleado',
    'no de empleado',
    'n empleado',
    'num empleado',
    'numero de empleado',
    'numero empleado',
    'clave de empleado',
    'clave empleado',
    'codigo de empleado',
    'id empleado',
    'employee number',
    'employee no',
    'employee code',
    'employee id',
  ],
};

const exactField = new Map<string, ImportField>(
  importFields.flatMap((field) => EXACT[field].map((alias) => [alias, field] as const)),
);

const EMERGENCY = /\bemergencia\b|\bemergency\b/;
const PHONE = /telefon|\btel\b|celular|\bcel\b|\bmovil\b|whatsapp|phone|mobile/;
/** Where someone was born is no birth date, city or state of residence. */
const BIRTHPLACE = /\blugar\b|\bplace\b|\bpais\b|\bcountry\b|nacimiento|\bbirth/;

/**
 * Looser rules for headers no exact alias names ("Teléfono celular personal", "Correo del
 * candidato"), tried in this order — the first that matches wins, so the emergency contact comes
 * before the candidate's own phone, and the e-mail before "address".
 */
const PATTERNS: Array<[ImportField, (header: string) => boolean]> = [
  ['emergency_phone', (h) => EMERGENCY.test(h) && PHONE.test(h)],
  ['emergency_name', (h) => EMERGENCY.test(h)],
  ['full_name', (h) => /\bnombre completo\b|\bfull name\b/.test(h)],
  ['curp', (h) => /\bcurp\b/.test(h)],
  ['rfc', (h) => /\brfc\b/.test(h)],
  ['ssn', (h) => /\bnss\b|\bimss\b|seguro social|seguridad social|social security/.test(h)],
  ['email', (h) => /\bcorreo\b|\be ?mail\b/.test(h)],
  ['phone_number', (h) => PHONE.test(h)],
  [
    'birthdate',
    (h) =>
      /\bdob\b|birth ?date|\bbirthday\b|date of birth/.test(h) ||
      (/nacimiento|\bnac\b/.test(h) && /\bfecha\b|\bf\b|\bfec\b|\bfch\b/.test(h)),
  ],
  ['genre', (h) => /\bsexo\b|\bgenero\b|\bsex\b|\bgender\b/.test(h)],
  [
    'last_company',
    (h) =>
      /\b(ultim[oa]|anterior|previous|last|actual|current)\b.*\b(empresa|empleo|company|employer)\b/.test(
        h,
      ) || /\b(empresa|empleo|company|employer)\b.*\b(anterior|previous)\b/.test(h),
  ],
  [
    'last_position',
    (h) =>
      /\b(ultimo|anterior|previous|last|actual|current)\b.*\b(puesto|cargo|position|job)\b/.test(h) ||
      /\b(puesto|cargo|position)\b.*\b(anterior|previous)\b/.test(h),
  ],
  [
    'employee_code',
    (h) =>
      /\b(no|n|num|numero|clave|codigo|id)\b.*\bempleado\b|\bemployee (number|no|code|id)\b|\bnomina\b/.test(
        h,
      ),
  ],
  ['second_name', (h) => /\bmaterno\b|\bmaternal\b|segundo apellido/.test(h)],
  ['last_name', (h) => /\bpaterno\b|\bpaternal\b|\bapellidos?\b|\blast names?\b|\bsurnames?\b/.test(h)],
  ['names', (h) => /\bfirst names?\b|\bgiven names?\b|^nombres? de pila\b|^primer nombre\b/.test(h)],
  ['postal_code', (h) => /codigo postal|\bc p\b|\bcp\b|\bzip\b|\bpostal\b/.test(h)],
  ['colony', (h) => /\bcolonia\b|\bneighbou?rhood\b/.test(h)],
  ['city', (h) => /\bciudad\b|\bmunicipio\b|\balcaldia\b|\bcity\b/.test(h) && !BIRTHPLACE.test(h)],
  ['state', (h) => /^estado\b|\bentidad\b|\bstate\b/.test(h) && !/\bcivil\b/.test(h) && !BIRTHPLACE.test(h)],
  ['address', (h) => /\bdomicilio\b|\bdireccion\b|\baddress\b|\bcalle\b/.test(h)],
  ['english_level', (h) => /\bingles\b|\benglish\b/.test(h)],
  ['scholar_level', (h) => /escolaridad|\bestudios\b|\beducation\b|nivel academico/.test(h)],
  ['scholar_speciality', (h) => /especialidad|\bcarrera\b|\bprofesion\b|specialty|speciality/.test(h)],
  ['category', (h) => /\bcategoria\b|\bcategory\b/.test(h)],
  ['recruitment_source', (h) => /\bfuente\b|\bmedio\b|\bsource\b|reclutamiento|como se entero/.test(h)],
  [
    'additional_comments',
    (h) => /comentario|observacion|\bnotas?\b|\bnotes?\b|\bcomments?\b|\bremarks?\b/.test(h),
  ],
];

type Guess = { field: ImportField | 'name'; exact: boolean } | null;

function guessOne(header: string): Guess {
  const h = normalizeHeader(header);
  if (h === '' || NEVER.has(h)) return null;
  if (AMBIGUOUS_NAME.has(h)) return { field: 'name', exact: true };
  const exact = exactField.get(h);
  if (exact) return { field: exact, exact: true };
  const pattern = PATTERNS.find(([, test]) => test(h));
  return pattern ? { field: pattern[0], exact: false } : null;
}

/**
 * The field each column maps to, or null to ignore it. Each field at most once: an exact header
 * ("Correo electrónico") wins over a looser one ("Correo del candidato"), and between equals the
 * first column wins; a later column for a field already taken is ignored. A bare "Nombre" / "Name"
 * is `names` when another column maps `last_name` or `second_name`, else `full_name`; a `full_name`
 * column is dropped when another maps `names` or `last_name` (see `importFields`).
 */
export function guessMapping(headers: string[]): Array<ImportField | null> {
  const guesses = headers.map(guessOne);
  const mapping: Array<ImportField | null> = headers.map(() => null);
  const taken = new Set<ImportField>();
  for (const exactPass of [true, false]) {
    guesses.forEach((guess, i) => {
      if (!guess || guess.exact !== exactPass || guess.field === 'name' || taken.has(guess.field)) return;
      mapping[i] = guess.field;
      taken.add(guess.field);
    });
  }
  const hasSurnames = taken.has('last_name') || taken.has('second_name');
  guesses.forEach((guess, i) => {
    if (guess?.field !== 'name') return;
    const field: ImportField = hasSurnames ? 'names' : 'full_name';
    if (taken.has(field)) return;
    mapping[i] = field;
    taken.add(field);
  });
  if (taken.has('full_name') && (taken.has('names') || taken.has('last_name'))) {
    const at = mapping.indexOf('full_name');
    mapping[at] = null;
  }
  return mapping;
}

/**
 * A stable key for "the same shape of file", to remember the mapping a recruiter chose: the
 * normalised headers (see `normalizeHeader`) in their order, joined by `|` (which a normalised header
 * never holds). Order-sensitive on purpose — a mapping is one field per column position, so the same
 * columns in another order are another shape; case, accents, punctuation and spacing do not count.
 */
export function mappingSignature(headers: string[]): string {
  return headers.map(normalizeHeader).join('|');
}
