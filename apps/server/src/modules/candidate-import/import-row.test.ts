import { translate } from '@rp/contract';
import { clas } from '@rp/contract/enums';
import { curpCheckDigit } from '@rp/contract/rules/candidate';
import { guessMapping, type ImportField } from '@rp/contract/rules/candidate-import';
import { describe, expect, it } from 'vitest';
import { catalogSeed, categorySeed } from '../../db/seed/data/catalogs';
import { type ImportRefs, importRow, splitFullName } from './import-row';

// --- the seeded reference data, with ids ---------------------------------------------------------

const catalogRows = catalogSeed.map((row, index) => ({ id: index + 1, ...row }));
const catalogOf = (clasId: number) =>
  catalogRows.filter((row) => row.clas_id === clasId).map(({ id, name, name_en }) => ({ id, name, name_en }));
const catalogId = (clasId: number, code: string) => {
  const row = catalogRows.find((entry) => entry.clas_id === clasId && entry.code === code);
  if (!row) throw new Error(`no catalog ${clasId} ${code}`);
  return row.id;
};
const categories = categorySeed.map((row, index) => ({ id: index + 1, ...row }));
const categoryId = (code: string) => categories.find((row) => row.code === code)?.id;

const refs: ImportRefs = {
  categories,
  catalogs: {
    scholar_level: catalogOf(clas.scholarLevel),
    english_level: catalogOf(clas.englishLevels),
    recruitment_source: catalogOf(clas.recruitmentSource),
  },
  today: '2026-06-15',
};

// RENAPO check digits computed by the contract's rule: a man born 12/05/1990, a woman born 01/03/1985
const CURP_MAN = 'GOMJ900512HBCRRN05';
const CURP_WOMAN = 'LOPA850301MBCPRN06';
const withCheckDigit = (first17: string) => first17 + curpCheckDigit(first17);
const wrongCheckDigit = (curp: string) => curp.slice(0, 17) + String((Number(curp[17]) + 1) % 10);

/** A row from named cells: the mapping is the fields in the order given. */
function row(fields: Partial<Record<ImportField, string>>, lang: 'es' | 'en' = 'es', overrides = refs) {
  const mapping = Object.keys(fields) as ImportField[];
  return importRow(Object.values(fields) as string[], mapping, overrides, lang);
}

/** The minimum the schema requires, plus what a test adds. */
const minimal = (fields: Partial<Record<ImportField, string>> = {}) => ({
  names: 'Juan',
  last_name: 'Gómez',
  category: 'DIRECT',
  ...fields,
});

function valuesOf(result: ReturnType<typeof importRow>) {
  if (!result.ok) throw new Error(`expected a valid row, got ${JSON.stringify(result.errors)}`);
  return result.values;
}
function errorsOf(result: ReturnType<typeof importRow>) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.values)}`);
  return result.errors;
}

const es = (key: string, params?: Record<string, unknown>) => translate('es', key, params);
const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params);

describe('importRow: a valid Spanish row', () => {
  it('becomes the create input the form would send, read through the guessed mapping', () => {
    const headers = [
      'Apellido paterno',
      'Apellido materno',
      'Nombre(s)',
      'CURP',
      'RFC',
      'NSS',
      'Correo electrónico',
      'Teléfono celular',
      'Fecha de nacimiento',
      'Sexo',
      'Categoría',
      'Escolaridad',
      'Nivel de inglés',
      'Fuente de reclutamiento',
      'Domicilio',
      'Colonia',
      'C.P.',
      'Ciudad',
      'Estado',
      'Contacto de emergencia',
      'Teléfono de emergencia',
      'Última empresa',
      'Último puesto',
      'Observaciones',
      'Estado civil',
    ];
    const cells = [
      'Gómez',
      'Martínez',
      'Juan Carlos',
      CURP_MAN.toLowerCase(),
      'gomj900512ab1',
      '12345678901',
      'Juan.Gomez@Example.com',
      '(664) 357-6568',
      '12/05/1990',
      'Hombre',
      'Directo',
      'Preparatoria/Bachillerato',
      'Intermedio (B1)',
      'Referido',
      'Av. Revolución 123',
      'Zona Centro',
      '22000',
      'Tijuana',
      'Baja California',
      'María Martínez',
      '664 111 2233',
      'Foxconn',
      'Operador',
      'Disponible de inmediato',
      'Soltero',
    ];
    expect(valuesOf(importRow(cells, guessMapping(headers), refs, 'es'))).toEqual({
      last_name: 'Gómez',
      second_name: 'Martínez',
      names: 'Juan Carlos',
      curp: CURP_MAN,
      rfc: 'GOMJ900512AB1',
      ssn: '12345678901',
      email: 'Juan.Gomez@Example.com',
      phone_number: '6643576568',
      birthdate: '1990-05-12',
      genre: 'Male',
      category: categoryId('DIRECT'),
      scholar_level: catalogId(clas.scholarLevel, 'HIGH_SCHOOL'),
      english_level: catalogId(clas.englishLevels, 'B1'),
      recruitment_source: catalogId(clas.recruitmentSource, 'REFERRAL'),
      address: 'Av. Revolución 123',
      colony: 'Zona Centro',
      postal_code: '22000',
      city: 'Tijuana',
      state: 'Baja California',
      emergency_name: 'María Martínez',
      emergency_phone: '6641112233',
      last_company: 'Foxconn',
      last_position: 'Operador',
      additional_comments: 'Disponible de inmediato',
    });
  });

  it('leaves out what the row does not give (empty cells, unmapped columns)', () => {
    const result = importRow(
      ['Juan', '', 'Gómez', 'Directo', 'ignored'],
      ['names', 'email', 'last_name', 'category', null],
      refs,
      'es',
    );
    expect(valuesOf(result)).toEqual({ names: 'Juan', last_name: 'Gómez', category: categoryId('DIRECT') });
  });

  it('takes the first column with text when two map the same field', () => {
    const result = importRow(
      ['', '6641112233', '6649998877', 'Juan', 'Gómez', 'DIRECT'],
      ['phone_number', 'phone_number', 'phone_number', 'names', 'last_name', 'category'],
      refs,
      'es',
    );
    expect(valuesOf(result).phone_number).toBe('6641112233');
  });
});

describe('importRow: dates', () => {
  it.each([
    ['12/05/1990', '1990-05-12'],
    ['2/3/1985', '1985-03-02'],
    ['12-05-1990', '1990-05-12'],
    ['1990-05-12', '1990-05-12'],
    ['29/02/2000', '2000-02-29'],
  ])('reads %s day first as %s', (typed, iso) => {
    expect(valuesOf(row(minimal({ birthdate: typed }))).birthdate).toBe(iso);
  });

  it.each(['31/02/1990', '29/02/1990', '05/13/1990', '12/05/90', 'mayo 1990', '32874'])(
    'refuses %s on the field, never rolled over or read month first',
    (typed) => {
      const errors = errorsOf(row(minimal({ birthdate: typed })));
      expect(errors).toEqual({ birthdate: [es('validation.date')] });
    },
  );

  it('refuses a birth date after today', () => {
    expect(errorsOf(row(minimal({ birthdate: '16/06/2026' })))).toEqual({
      birthdate: [es('validation.date_not_future')],
    });
    expect(valuesOf(row(minimal({ birthdate: '15/06/2026' }))).birthdate).toBe('2026-06-15');
  });
});

describe('importRow: sex', () => {
  it.each([
    ['H', 'Male'],
    ['h', 'Male'],
    ['Hombre', 'Male'],
    ['MASCULINO', 'Male'],
    ['Male', 'Male'],
    ['M', 'Female'],
    ['Mujer', 'Female'],
    ['Femenino', 'Female'],
    ['female', 'Female'],
    ['F', 'Female'],
  ])('reads %s as %s (M is Mujer, as on a CURP)', (typed, genre) => {
    expect(valuesOf(row(minimal({ genre: typed }))).genre).toBe(genre);
  });

  it('quotes an unknown value', () => {
    expect(errorsOf(row(minimal({ genre: 'X' })))).toEqual({
      genre: [
        '«X» no está en la lista; opciones: H u Hombre, M o Mujer (como en la CURP), Masculino, Femenino',
      ],
    });
  });
});

describe('importRow: category and catalogs', () => {
  it.each([
    ['DIRECT', 'DIRECT'],
    ['direct', 'DIRECT'],
    ['Directo', 'DIRECT'],
    ['Indirect', 'INDIRECT'],
    ['  indirecto ', 'INDIRECT'],
    ['ADMINISTRATIVO', 'ADMINISTRATIVE'],
    ['Administrative', 'ADMINISTRATIVE'],
    ['Gerencial', 'MANAGERIAL'],
    ['Personal gerencial: jefaturas, gerencias y dirección', 'MANAGERIAL'],
  ])('finds the category %s by code or label, in any case', (typed, code) => {
    expect(valuesOf(row(minimal({ category: typed }))).category).toBe(categoryId(code));
  });

  it('quotes an unknown category and lists the categories in the reader’s language', () => {
    expect(errorsOf(row(minimal({ category: 'Temporal' })))).toEqual({
      category: ['«Temporal» no está en la lista; opciones: Directo, Indirecto, Administrativo, Gerencial'],
    });
    expect(errorsOf(row(minimal({ category: 'Temporal' }), 'en'))).toEqual({
      category: ['“Temporal” is not in the list; options: Direct, Indirect, Administrative, Managerial'],
    });
  });

  it('uses the default category when the row names none, and the row’s when it does', () => {
    const withDefault = { ...refs, defaultCategory: categoryId('ADMINISTRATIVE') as number };
    expect(valuesOf(row({ names: 'Juan', last_name: 'Gómez' }, 'es', withDefault)).category).toBe(
      categoryId('ADMINISTRATIVE'),
    );
    expect(valuesOf(row(minimal({ category: 'Directo' }), 'es', withDefault)).category).toBe(
      categoryId('DIRECT'),
    );
  });

  it.each([
    ['scholar_level', 'licenciatura', clas.scholarLevel, 'BACHELOR'],
    ['scholar_level', "Bachelor's degree", clas.scholarLevel, 'BACHELOR'],
    ['scholar_level', 'Preparatoria / Bachillerato', clas.scholarLevel, 'HIGH_SCHOOL'],
    ['scholar_level', 'MAESTRIA', clas.scholarLevel, 'MASTER'],
    ['english_level', 'básico (a1)', clas.englishLevels, 'A1'],
    ['english_level', 'Upper intermediate (B2)', clas.englishLevels, 'B2'],
    ['english_level', 'Nativo/Bilingue (C2)', clas.englishLevels, 'C2'],
    ['recruitment_source', 'facebook', clas.recruitmentSource, 'FACEBOOK'],
    ['recruitment_source', 'Referral', clas.recruitmentSource, 'REFERRAL'],
    ['recruitment_source', 'Página Web de la Empresa', clas.recruitmentSource, 'COMPANY_WEBSITE'],
  ] as const)('finds %s “%s” by its Spanish or English name', (field, typed, clasId, code) => {
    expect(valuesOf(row(minimal({ [field]: typed })))[field]).toBe(catalogId(clasId, code));
  });

  it('quotes an unknown catalog value on its field, with the options in the reader’s language', () => {
    const errors = errorsOf(row(minimal({ scholar_level: 'Doctorado en Física', english_level: 'Fluido' })));
    expect(errors).toEqual({
      scholar_level: [
        '«Doctorado en Física» no está en la lista; opciones: Primaria, Secundaria, Preparatoria/Bachillerato, Técnico, Licenciatura, Ingeniería, Maestría, Doctorado',
      ],
      english_level: [
        '«Fluido» no está en la lista; opciones: Ninguno, Básico (A1), Básico (A2), Intermedio (B1), Intermedio avanzado (B2), Avanzado (C1), Nativo/Bilingüe (C2)',
      ],
    });
    const inEnglish = errorsOf(row(minimal({ recruitment_source: 'Periódico' }), 'en'));
    expect(inEnglish.recruitment_source?.[0]).toMatch(/^“Periódico” is not in the list; options: Facebook, /);
    expect(inEnglish.recruitment_source?.[0]).toContain('Loudspeaker van');
  });

  it('shortens a long unknown value in the message', () => {
    const long = 'x'.repeat(500);
    const [message] = errorsOf(row(minimal({ recruitment_source: long }))).recruitment_source ?? [];
    expect(message).toContain(`«${'x'.repeat(39)}…»`);
    expect(message?.length).toBeLessThan(400);
  });
});

describe('importRow: text kept as the form sends it', () => {
  it.each([
    ['(664) 357-6568', '6643576568'],
    ['664 357 6568', '6643576568'],
    ['664-357-6568', '6643576568'],
    ['+52 664 357 6568', '526643576568'],
  ])('a phone typed %s is stored %s', (typed, digits) => {
    const values = valuesOf(row(minimal({ phone_number: typed, emergency_phone: typed })));
    expect(values.phone_number).toBe(digits);
    expect(values.emergency_phone).toBe(digits);
  });

  it('upper-cases and trims the CURP and RFC', () => {
    const values = valuesOf(row(minimal({ curp: ` ${CURP_MAN.toLowerCase()} `, rfc: ' gomj900512ab1 ' })));
    expect(values.curp).toBe(CURP_MAN);
    expect(values.rfc).toBe('GOMJ900512AB1');
  });

  it('trims the e-mail and keeps its case, as the form does', () => {
    expect(valuesOf(row(minimal({ email: ' Ana.Lopez@Correo.MX ' }))).email).toBe('Ana.Lopez@Correo.MX');
  });

  it('refuses a cell longer than the field’s maximum, never cuts it', () => {
    const errors = errorsOf(
      row(minimal({ names: 'a'.repeat(121), address: 'b'.repeat(256), phone_number: '6'.repeat(31) })),
    );
    expect(errors).toEqual({
      names: [es('validation.max_chars', { count: 120 })],
      address: [es('validation.max_chars', { count: 255 })],
      phone_number: [es('validation.max_chars', { count: 30 })],
    });
    expect(valuesOf(row(minimal({ names: 'a'.repeat(120) }))).names).toHaveLength(120);
  });
});

describe('importRow: the candidate form’s rules', () => {
  it('refuses a CURP whose check digit is wrong', () => {
    expect(errorsOf(row(minimal({ curp: wrongCheckDigit(CURP_MAN) })))).toEqual({
      curp: [es('validation.curp_check_digit')],
    });
  });

  it('refuses a CURP of the wrong shape or length', () => {
    // an impossible date (31 February) with its own right check digit
    expect(errorsOf(row(minimal({ curp: withCheckDigit('GOMJ900231HBCRRN0') })))).toEqual({
      curp: [es('validation.curp')],
    });
    expect(errorsOf(row(minimal({ curp: 'GOMJ900512HBCRRN0' })))).toEqual({
      curp: [es('validation.exact_chars', { count: 18 })],
    });
  });

  it('fills the birth date and sex from a valid CURP when the row has none', () => {
    const values = valuesOf(row(minimal({ curp: CURP_WOMAN })));
    expect(values.birthdate).toBe('1985-03-01');
    expect(values.genre).toBe('Female');
  });

  it('accepts a birth date and sex that agree with the CURP', () => {
    const values = valuesOf(row(minimal({ curp: CURP_MAN, birthdate: '12/05/1990', genre: 'H' })));
    expect(values).toMatchObject({ birthdate: '1990-05-12', genre: 'Male' });
  });

  it('refuses a birth date that disagrees with the CURP (a day and month swapped)', () => {
    expect(errorsOf(row(minimal({ curp: CURP_MAN, birthdate: '05/12/1990' })))).toEqual({
      birthdate: ['No coincide con la fecha de nacimiento de la CURP (12/05/1990)'],
    });
    expect(errorsOf(row(minimal({ curp: CURP_MAN, birthdate: '05/12/1990' }), 'en'))).toEqual({
      birthdate: ["Does not match the CURP's birth date (12/05/1990)"],
    });
  });

  it('refuses a sex that disagrees with the CURP (an English file whose M means Male)', () => {
    expect(errorsOf(row(minimal({ curp: CURP_MAN, genre: 'M' })))).toEqual({
      genre: ['No coincide con el sexo de la CURP (Masculino)'],
    });
    expect(errorsOf(row(minimal({ curp: CURP_WOMAN, genre: 'Male' }), 'en'))).toEqual({
      genre: ["Does not match the CURP's sex (Female)"],
    });
  });

  it('does not compare with a CURP that is not valid', () => {
    const errors = errorsOf(
      row(minimal({ curp: wrongCheckDigit(CURP_MAN), birthdate: '01/01/1970', genre: 'M' })),
    );
    expect(Object.keys(errors)).toEqual(['curp']);
  });

  it('refuses a bad RFC', () => {
    expect(errorsOf(row(minimal({ rfc: 'GOMJ9005AB1' })))).toEqual({
      rfc: [es('validation.min_chars', { count: 12 }), es('validation.rfc')],
    });
    expect(errorsOf(row(minimal({ rfc: 'GOMJ90051XAB1' })))).toEqual({ rfc: [es('validation.rfc')] });
  });

  it('refuses a bad e-mail', () => {
    expect(errorsOf(row(minimal({ email: 'juan.gomez@' })))).toEqual({ email: [es('validation.email')] });
    expect(errorsOf(row(minimal({ email: 'juan gomez@correo.mx' })))).toEqual({
      email: [es('validation.email')],
    });
  });

  it('refuses a phone without 7 to 15 digits', () => {
    expect(errorsOf(row(minimal({ phone_number: '357-65' })))).toEqual({
      phone_number: [es('validation.phone_number')],
    });
    expect(errorsOf(row(minimal({ emergency_phone: 'no tiene' })))).toEqual({
      emergency_phone: [es('validation.phone_number')],
    });
  });

  it('refuses a bad NSS and postal code', () => {
    expect(errorsOf(row(minimal({ ssn: '1234567890', postal_code: '2200' })))).toEqual({
      ssn: [es('validation.ssn')],
      postal_code: [es('validation.postal_code')],
    });
  });

  it('requires names, last name and category (the schema’s required fields)', () => {
    expect(errorsOf(row({ email: 'juan@correo.mx' }))).toEqual({
      names: [es('validation.required')],
      last_name: [es('validation.required')],
      category: [es('validation.required')],
    });
    expect(errorsOf(row({ names: 'Juan', last_name: 'Gómez' }))).toEqual({
      category: [es('validation.required')],
    });
  });

  it('reports every problem of the row at once, a failed conversion without the schema’s echo', () => {
    const errors = errorsOf(
      row({
        names: 'Juan',
        category: 'Otro',
        birthdate: '31/02/1990',
        email: 'x',
        curp: wrongCheckDigit(CURP_MAN),
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'category', 'curp', 'email', 'last_name']);
    expect(errors.category).toHaveLength(1);
    expect(errors.birthdate).toEqual([es('validation.date')]);
  });
});

describe('importRow: messages in the caller’s language', () => {
  it('gives the API’s messages in Spanish and in English', () => {
    const bad = { email: 'x', phone_number: '12', rfc: 'GOMJ90051XAB1', curp: wrongCheckDigit(CURP_MAN) };
    const inSpanish = errorsOf(row(bad, 'es'));
    const inEnglish = errorsOf(row(bad, 'en'));
    for (const [field, key] of [
      ['email', 'validation.email'],
      ['phone_number', 'validation.phone_number'],
      ['rfc', 'validation.rfc'],
      ['curp', 'validation.curp_check_digit'],
      ['names', 'validation.required'],
    ] as const) {
      expect(inSpanish[field]).toEqual([es(key)]);
      expect(inEnglish[field]).toEqual([en(key)]);
    }
    expect(inSpanish.email).toEqual(['Debe ser un correo electrónico válido']);
    expect(inEnglish.email).not.toEqual(inSpanish.email);
  });

  it('says a row without data in its mapped columns is empty', () => {
    const empty = importRow(['', '  ', 'text in an ignored column'], ['names', 'email', null], refs, 'es');
    expect(empty).toEqual({
      ok: false,
      isEmpty: true,
      errors: { non_field_errors: ['La fila no tiene datos en ninguna de las columnas importadas'] },
    });
    expect(importRow(['', ''], ['names', 'email'], refs, 'en')).toEqual({
      ok: false,
      isEmpty: true,
      errors: { non_field_errors: ['The row has no data in any of the imported columns'] },
    });
    expect(errorsOf(row({ names: 'Juan' }))).not.toHaveProperty('non_field_errors');
  });
});

describe('full names', () => {
  it.each([
    ['Gómez Martínez, Juan Carlos', 'Gómez', 'Martínez', 'Juan Carlos'],
    ['Gómez Martínez Juan Carlos', 'Gómez', 'Martínez', 'Juan Carlos'],
    ['Gómez, Juan', 'Gómez', '', 'Juan'],
    ['  Gómez   Martínez   Ana  ', 'Gómez', 'Martínez', 'Ana'],
    ['De la Cruz Pérez Ana María', 'De la Cruz', 'Pérez', 'Ana María'],
    ['Del Río de los Santos, Luis', 'Del Río', 'de los Santos', 'Luis'],
    ['Gómez', 'Gómez', '', ''],
  ])('splits “%s”', (text, last_name, second_name, names) => {
    expect(splitFullName(text)).toEqual({ last_name, second_name, names });
  });

  it('fills the name fields from a full-name column', () => {
    const values = valuesOf(row({ full_name: 'Gómez Martínez, Juan Carlos', category: 'DIRECT' }));
    expect(values).toMatchObject({ last_name: 'Gómez', second_name: 'Martínez', names: 'Juan Carlos' });
  });

  it('is read from the guessed mapping of a bare “Nombre” column', () => {
    const mapping = guessMapping(['Nombre', 'Categoría']);
    expect(mapping).toEqual(['full_name', 'category']);
    expect(valuesOf(importRow(['López Pérez Ana', 'Directo'], mapping, refs, 'es'))).toMatchObject({
      last_name: 'López',
      second_name: 'Pérez',
      names: 'Ana',
    });
  });

  it('lets a maternal-surname column with text win over the split', () => {
    const values = valuesOf(
      row({ full_name: 'Gómez Martínez Juan', second_name: 'Martinez', category: 'DIRECT' }),
    );
    expect(values).toMatchObject({ last_name: 'Gómez', second_name: 'Martinez', names: 'Juan' });
  });

  it('is ignored when a column maps the names or the last name', () => {
    const values = valuesOf(
      row({ full_name: 'Gómez Martínez Juan', names: 'Pedro', last_name: 'Ruiz', category: 'DIRECT' }),
    );
    expect(values).toMatchObject({ names: 'Pedro', last_name: 'Ruiz' });
    expect(values.second_name).toBeUndefined();
    // mapped but empty in this row still counts as mapped: no split, so the names are missing
    expect(errorsOf(row({ full_name: 'Gómez Martínez Juan', names: '', category: 'DIRECT' }))).toEqual({
      names: [es('validation.required')],
      last_name: [es('validation.required')],
    });
  });

  it('reports the parts a full name lacks on their fields', () => {
    expect(errorsOf(row({ full_name: 'Gómez Martínez', category: 'DIRECT' }))).toEqual({
      names: [es('validation.required')],
    });
  });
});
