import { describe, expect, it } from 'vitest';
import { candidateCreateSchema } from '../entities/candidate';
import { guessMapping, importFields, mappingSignature, normalizeHeader } from './candidate-import';

/** The guess as header → field, easier to read in a failure than two parallel arrays. */
const guessed = (headers: string[]) => {
  const mapping = guessMapping(headers);
  return Object.fromEntries(headers.map((header, i) => [header, mapping[i]]));
};

describe('importFields', () => {
  it('are fields of candidateCreateSchema, but the full_name pseudo-field', () => {
    const schemaFields = Object.keys(candidateCreateSchema.shape);
    expect(importFields.filter((field) => !schemaFields.includes(field))).toEqual(['full_name']);
    expect(new Set(importFields).size).toBe(importFields.length);
  });
});

describe('normalizeHeader', () => {
  it('drops case, accents and punctuation', () => {
    expect(normalizeHeader('  Teléfono (Cel.) ')).toBe('telefono cel');
    expect(normalizeHeader('C.P.')).toBe('c p');
    expect(normalizeHeader('Nombre(s)')).toBe('nombre s');
    expect(normalizeHeader('AÑO')).toBe('ano');
    expect(normalizeHeader('Fecha de\nnacimiento')).toBe('fecha de nacimiento');
  });
});

describe('guessMapping', () => {
  it('reads a Spanish file', () => {
    expect(
      guessed([
        'Nombre(s)',
        'Apellido paterno',
        'Apellido materno',
        'CURP',
        'RFC',
        'NSS',
        'Correo electrónico',
        'Celular',
        'Fecha de nacimiento',
        'Sexo',
        'Categoría',
        'Municipio',
        'Estado',
        'Fuente de reclutamiento',
        'Domicilio',
        'Colonia',
        'C.P.',
        'Escolaridad',
        'Inglés',
        'Última empresa',
        'Último puesto',
        'Observaciones',
        'Contacto de emergencia',
        'Teléfono de emergencia',
        'No. empleado',
        'Carrera',
      ]),
    ).toEqual({
      'Nombre(s)': 'names',
      'Apellido paterno': 'last_name',
      'Apellido materno': 'second_name',
      CURP: 'curp',
      RFC: 'rfc',
      NSS: 'ssn',
      'Correo electrónico': 'email',
      Celular: 'phone_number',
      'Fecha de nacimiento': 'birthdate',
      Sexo: 'genre',
      Categoría: 'category',
      Municipio: 'city',
      Estado: 'state',
      'Fuente de reclutamiento': 'recruitment_source',
      Domicilio: 'address',
      Colonia: 'colony',
      'C.P.': 'postal_code',
      Escolaridad: 'scholar_level',
      Inglés: 'english_level',
      'Última empresa': 'last_company',
      'Último puesto': 'last_position',
      Observaciones: 'additional_comments',
      'Contacto de emergencia': 'emergency_name',
      'Teléfono de emergencia': 'emergency_phone',
      'No. empleado': 'employee_code',
      Carrera: 'scholar_speciality',
    });
  });

  it('reads an English file', () => {
    expect(
      guessed([
        'First name',
        'Last name',
        'Second last name',
        'Email',
        'Mobile',
        'Date of birth',
        'Gender',
        'Category',
        'City',
        'State',
        'Source',
        'Address',
        'Zip',
        'English level',
        'Notes',
        'Social security number',
        'Employee number',
        'Emergency contact',
        'Emergency phone',
      ]),
    ).toEqual({
      'First name': 'names',
      'Last name': 'last_name',
      'Second last name': 'second_name',
      Email: 'email',
      Mobile: 'phone_number',
      'Date of birth': 'birthdate',
      Gender: 'genre',
      Category: 'category',
      City: 'city',
      State: 'state',
      Source: 'recruitment_source',
      Address: 'address',
      Zip: 'postal_code',
      'English level': 'english_level',
      Notes: 'additional_comments',
      'Social security number': 'ssn',
      'Employee number': 'employee_code',
      'Emergency contact': 'emergency_name',
      'Emergency phone': 'emergency_phone',
    });
  });

  it('ignores case, accents, punctuation and spacing, and knows the common variants', () => {
    const variants: Array<[string, string]> = [
      ['NOMBRES', 'names'],
      ['  primer   apellido ', 'last_name'],
      ['SEGUNDO APELLIDO', 'second_name'],
      ['Número de Seguro Social', 'ssn'],
      ['IMSS', 'ssn'],
      ['No. IMSS', 'ssn'],
      ['E-mail', 'email'],
      ['correo', 'email'],
      ['Tel.', 'phone_number'],
      ['TELEFONO', 'phone_number'],
      ['Phone', 'phone_number'],
      ['F. nacimiento', 'birthdate'],
      ['Birth date', 'birthdate'],
      ['DOB', 'birthdate'],
      ['Género', 'genre'],
      ['Sex', 'genre'],
      ['categoria', 'category'],
      ['Ciudad', 'city'],
      ['Entidad', 'state'],
      ['Medio', 'recruitment_source'],
      ['Fuente', 'recruitment_source'],
      ['Dirección', 'address'],
      ['Código postal', 'postal_code'],
      ['CP', 'postal_code'],
      ['Nivel de estudios', 'scholar_level'],
      ['INGLES', 'english_level'],
      ['Comentarios', 'additional_comments'],
      ['Nº empleado', 'employee_code'],
      // looser wordings, by pattern
      ['Teléfono celular personal', 'phone_number'],
      ['Correo del candidato', 'email'],
      ['CURP del candidato', 'curp'],
      ['Fecha de nac.', 'birthdate'],
      ['Nombre del contacto en caso de emergencia', 'emergency_name'],
      ['Cel. contacto emergencia', 'emergency_phone'],
      ['Empresa anterior (última)', 'last_company'],
    ];
    for (const [header, field] of variants) expect(guessMapping([header]), header).toEqual([field]);
  });

  it('tells the emergency contact from the candidate, whatever the order', () => {
    expect(guessMapping(['Teléfono de emergencia', 'Teléfono'])).toEqual(['emergency_phone', 'phone_number']);
    expect(guessMapping(['Teléfono', 'Teléfono del contacto de emergencia'])).toEqual([
      'phone_number',
      'emergency_phone',
    ]);
  });

  it('maps each field once: the first exact header, then the first looser one', () => {
    expect(guessMapping(['Teléfono', 'Celular', 'Tel.'])).toEqual(['phone_number', null, null]);
    expect(guessMapping(['Nombre (2)', 'Correo personal', 'Correo electrónico'])).toEqual([
      null,
      null,
      'email',
    ]);
    expect(guessMapping(['CURP', 'CURP'])).toEqual(['curp', null]);
  });

  it('leaves unknown, empty and look-alike headers unmapped', () => {
    expect(
      guessMapping([
        'Columna C',
        '',
        'Edad',
        'Estado civil',
        'Lugar de nacimiento',
        'Entidad de nacimiento',
        'Salario',
      ]),
    ).toEqual([null, null, null, null, null, null, null]);
  });

  it('reads a bare "Nombre" as the given names beside surname columns, else as the full name', () => {
    expect(guessMapping(['Nombre', 'Apellido paterno', 'Apellido materno'])).toEqual([
      'names',
      'last_name',
      'second_name',
    ]);
    expect(guessMapping(['Name', 'Surname'])).toEqual(['names', 'last_name']);
    expect(guessMapping(['Nombre', 'CURP'])).toEqual(['full_name', 'curp']);
  });

  it('keeps a full-name column only when no other column holds names or surnames', () => {
    expect(guessMapping(['Nombre completo', 'Correo'])).toEqual(['full_name', 'email']);
    expect(guessMapping(['Full name', 'Phone'])).toEqual(['full_name', 'phone_number']);
    expect(guessMapping(['Nombre completo', 'Nombre(s)', 'Apellido paterno'])).toEqual([
      null,
      'names',
      'last_name',
    ]);
    expect(guessMapping(['Apellidos y nombres', 'Apellido paterno'])).toEqual([null, 'last_name']);
  });

  it('answers one entry per column', () => {
    expect(guessMapping([])).toEqual([]);
    expect(guessMapping(['a', 'b', 'c'])).toHaveLength(3);
  });
});

describe('mappingSignature', () => {
  it('is the same for the same headers however they are written', () => {
    expect(mappingSignature(['Nombre(s)', 'Teléfono', 'C.P.'])).toBe(
      mappingSignature(['  NOMBRE (S)', 'telefono', 'c p ']),
    );
    expect(mappingSignature(['Nombre(s)', 'Teléfono', 'C.P.'])).toBe('nombre s|telefono|c p');
  });

  it('changes with the order, the number and the names of the columns', () => {
    const signature = mappingSignature(['Nombre', 'Teléfono']);
    expect(mappingSignature(['Teléfono', 'Nombre'])).not.toBe(signature);
    expect(mappingSignature(['Nombre', 'Teléfono', ''])).not.toBe(signature);
    expect(mappingSignature(['Nombre', 'Celular'])).not.toBe(signature);
    // the separator never comes from a header
    expect(mappingSignature(['a|b'])).not.toBe(mappingSignature(['a', 'b']));
  });
});
