import { describe, expect, it } from 'vitest';
import {
  curpCheckDigit,
  isValidCurp,
  isValidRfc,
  parseCvText,
  phoneDigits,
  rfcCheckDigit,
} from './cv-prefill';

/** A CURP from its first 17 characters and the check digit (itself checked against published ones below). */
const curp = (first17: string) => first17 + curpCheckDigit(first17);
/** A person's RFC from its first 12 characters and the check digit. */
const rfc = (first12: string) => first12 + rfcCheckDigit(first12);
/** The last digit changed: a CURP or RFC with a wrong check digit. */
const wrongDigit = (value: string) => value.slice(0, -1) + (value.endsWith('1') ? '2' : '1');

// Juan Carlos Pérez López, born 1 January 1990 in Mexico City
const JUAN = curp('PELJ900101HDFRPN0');
// María Guadalupe Hernández Soto, born 15 May 2001 in Jalisco (María is skipped: G, D)
const GUADALUPE = curp('HESG010515MJCRTDA');
// José Luis de la Cruz Núñez, born 12 March 1985 in Nuevo León (de la skipped, Ñ read as X)
const JOSE_LUIS = curp('CUNL850312HNLRXS0');
// Ana Paz, one surname (the second initial is an X)
const ANA = curp('PAXA920704MPLZXN0');

describe('check digits', () => {
  it('agree with published numbers', () => {
    expect(curpCheckDigit('BOXW310820HNERXN0')).toBe('9');
    expect(isValidCurp('BOXW310820HNERXN09')).toBe(true);
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
    expect(isValidRfc('GODE561231GR8')).toBe(true);
  });

  it('a CURP needs its shape, a real date, a state and the right check digit', () => {
    expect(isValidCurp(JUAN)).toBe(true);
    expect(isValidCurp(` ${JUAN.toLowerCase()} `)).toBe(true);
    expect(isValidCurp(wrongDigit(JUAN))).toBe(false);
    expect(isValidCurp(curp('PELJ900230HDFRPN0'))).toBe(false); // 30 February
    expect(isValidCurp(curp('PELJ900101HZZRPN0'))).toBe(false); // no such state
    expect(isValidCurp(curp('PELJ900101XDFRPN0'))).toBe(false); // sex
    expect(isValidCurp(curp('PELJ900101HDFAPN0'))).toBe(false); // a vowel where a consonant goes
    expect(isValidCurp(JUAN.slice(0, 17))).toBe(false);
  });

  it("a person's RFC needs a real date, a homoclave and the right check digit", () => {
    expect(isValidRfc(rfc('PELJ900101AB'))).toBe(true);
    expect(isValidRfc(wrongDigit(rfc('PELJ900101AB')))).toBe(false);
    expect(isValidRfc(rfc('PELJ901301AB'))).toBe(false); // month 13
    expect(isValidRfc(rfc('PEL900101AB'))).toBe(false); // a company's (12 characters)
    expect(isValidRfc('XAXX010101000')).toBe(false); // the generic RFC of the general public
    expect(isValidRfc(rfc('PELJ900101O1'))).toBe(false); // no O in a homoclave
  });
});

describe('phoneDigits', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['(614) 123-4567', '6141234567'],
    ['614.123.45.67', '6141234567'],
    ['55-12-34-56-78', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['+525512345678', '5512345678'],
    ['+5215512345678', '5512345678'],
    ['52 55 1234 5678', '5512345678'],
  ])('%s → %s', (written, digits) => {
    expect(phoneDigits(written)).toBe(digits);
  });

  it.each([
    '15000 - 20000', // a salary range
    '2015 - 2019',
    '01 800 123 4567', // a toll-free number with its old prefix
    '0512345678', // no area code starts with 0
    '1234567890',
    '+1 555 123 4567', // not Mexican
    '55 1234 567',
    '551 2345 6789 0',
  ])('%s is not a Mexican phone', (written) => {
    expect(phoneDigits(written)).toBeNull();
  });
});

describe('parseCvText (docs/domain.md#cv-prefill)', () => {
  it('reads a complete CV', () => {
    const text = [
      'Juan Carlos Pérez López',
      'Ingeniero industrial',
      'Correo: Juan.Perez@Example.COM · Tel. (55) 1234-5678',
      `CURP: ${JUAN}`,
      `RFC: ${rfc('PELJ900101AB')}`,
      'Experiencia: 2015 - 2019, salario 15000 - 20000',
    ].join('\n');
    expect(parseCvText(text)).toEqual({
      curp: JUAN,
      rfc: rfc('PELJ900101AB'),
      email: 'juan.perez@example.com',
      phone_number: '5512345678',
      names: 'Juan Carlos',
      last_name: 'Pérez',
      second_name: 'López',
      skipped: [],
    });
  });

  it('says which value it found but left out, and why (issue 26: never silently)', () => {
    // the tester's CURP: its check digit is 9, not 4
    expect(parseCvText('Mariana Torres\nCURP: TOBM950812MBCRLR04')).toMatchObject({
      curp: null,
      skipped: [{ field: 'curp', value: 'TOBM950812MBCRLR04', reason: 'check_digit' }],
    });
    expect(parseCvText('CURP: TOBM950230MBCRLR09').skipped).toEqual([
      { field: 'curp', value: 'TOBM950230MBCRLR09', reason: 'format' }, // 30 February
    ]);
    const two = parseCvText(`${JUAN}\nTOBM950812MBCRLR09`);
    expect(two.curp).toBeNull();
    expect(two.skipped).toEqual([{ field: 'curp', value: `${JUAN}, TOBM950812MBCRLR09`, reason: 'several' }]);
    expect(parseCvText(`RFC: ${wrongDigit(rfc('PELJ900101AB'))}`).skipped).toEqual([
      { field: 'rfc', value: wrongDigit(rfc('PELJ900101AB')), reason: 'check_digit' },
    ]);
    // a label followed by other words is not reported as a CURP
    expect(parseCvText('CURP: en trámite, la entrego después').skipped).toEqual([]);
  });

  it('answers every field null for a text with nothing in it', () => {
    expect(parseCvText('')).toEqual({
      curp: null,
      rfc: null,
      email: null,
      phone_number: null,
      names: null,
      last_name: null,
      second_name: null,
      skipped: [],
    });
  });

  it('finds a CURP in lower case, split by spaces or hyphens', () => {
    const spaced = `${JUAN.slice(0, 4)} ${JUAN.slice(4, 10)} ${JUAN.slice(10, 16)} ${JUAN.slice(16)}`;
    expect(parseCvText(`curp: ${JUAN.toLowerCase()}`).curp).toBe(JUAN);
    expect(parseCvText(`CURP ${spaced}`).curp).toBe(JUAN);
    expect(parseCvText(`Mi CURP es ${spaced.replace(/ /g, '-')}.`).curp).toBe(JUAN);
  });

  it('ignores a CURP with a wrong check digit or date, and two different CURPs', () => {
    expect(parseCvText(`CURP: ${wrongDigit(JUAN)}`).curp).toBeNull();
    expect(parseCvText(`CURP: ${curp('PELJ900231HDFRPN0')}`).curp).toBeNull();
    expect(parseCvText(`CURP: ${JUAN}\nReferencia: ${GUADALUPE}`).curp).toBeNull();
    // the same one twice is one
    expect(parseCvText(`${JUAN}\nCURP: ${JUAN.toLowerCase()}`).curp).toBe(JUAN);
  });

  it('does not read a CURP as an RFC, nor a wrong RFC as one', () => {
    expect(parseCvText(`CURP: ${JUAN}`).rfc).toBeNull();
    expect(parseCvText(`RFC: ${wrongDigit(rfc('PELJ900101AB'))}`).rfc).toBeNull();
    expect(parseCvText('RFC: XAXX010101000').rfc).toBeNull();
    expect(parseCvText(`r.f.c. ${rfc('PELJ900101AB').toLowerCase()}`).rfc).toBe(rfc('PELJ900101AB'));
    expect(parseCvText(`RFC PELJ-900101-${rfc('PELJ900101AB').slice(10)}`).rfc).toBe(rfc('PELJ900101AB'));
  });

  it('takes the first e-mail address, lower case', () => {
    expect(parseCvText('MAIL: ANA.PAZ+CV@Correo.MX, otra: x@y.com').email).toBe('ana.paz+cv@correo.mx');
    expect(parseCvText('juan@localhost y @usuario').email).toBeNull();
    expect(parseCvText('Correo:ana@correo.mx').email).toBe('ana@correo.mx');
  });

  it('reads a long text without a line break in linear time', () => {
    const started = performance.now();
    const result = parseCvText(`${'a'.repeat(99_000)} ${'5'.repeat(500)} ana@correo.mx`);
    expect(result.email).toBe('ana@correo.mx');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('prefers the phone on a line that says so, and skips what only looks like one', () => {
    expect(parseCvText('Periodo 2015 - 2019\nSueldo 15000 - 20000\nCel: 81 8765 4321').phone_number).toBe(
      '8187654321',
    );
    expect(parseCvText('Oficina 33 1111 2222\nWhatsApp +52 1 81 8765 4321').phone_number).toBe('8187654321');
    expect(parseCvText('C.P. 06600, 2015 - 2019').phone_number).toBeNull();
  });

  describe('names', () => {
    it('takes the line whose initials the CURP confirms, given names first', () => {
      const text = `Currículum vitae\nIngeniero Industrial\nJuan Carlos Pérez López\n${JUAN}`;
      expect(parseCvText(text)).toMatchObject({
        names: 'Juan Carlos',
        last_name: 'Pérez',
        second_name: 'López',
      });
    });

    it('reads surnames first in capitals, with accents restored to title case', () => {
      const text = `PÉREZ LÓPEZ JUAN CARLOS\nCURP ${JUAN}`;
      expect(parseCvText(text)).toMatchObject({
        names: 'Juan Carlos',
        last_name: 'Pérez',
        second_name: 'López',
      });
    });

    it('follows the CURP rules: María and José skipped, particles kept with their surname, Ñ', () => {
      expect(parseCvText(`María Guadalupe Hernández Soto\n${GUADALUPE}`)).toMatchObject({
        names: 'María Guadalupe',
        last_name: 'Hernández',
        second_name: 'Soto',
      });
      expect(parseCvText(`JOSÉ LUIS DE LA CRUZ NÚÑEZ\n${JOSE_LUIS}`)).toMatchObject({
        names: 'José Luis',
        last_name: 'De la Cruz',
        second_name: 'Núñez',
      });
      expect(parseCvText(`Nombre: Ana Paz\nCURP: ${ANA}`)).toMatchObject({
        names: 'Ana',
        last_name: 'Paz',
        second_name: null,
      });
    });

    it('leaves the name empty when no line agrees with the CURP', () => {
      const text = `Pedro Ramírez Gómez\nCURP: ${JUAN}`;
      expect(parseCvText(text)).toMatchObject({
        curp: JUAN,
        names: null,
        last_name: null,
        second_name: null,
      });
    });

    it('without a CURP, reads the first line that is not a heading', () => {
      expect(parseCvText('CURRÍCULUM VITAE\nLaura Méndez Ruiz\nLicenciada en Derecho')).toMatchObject({
        names: 'Laura',
        last_name: 'Méndez',
        second_name: 'Ruiz',
      });
      expect(parseCvText('Laura Sofía Méndez Ruiz')).toMatchObject({
        names: 'Laura Sofía',
        last_name: 'Méndez',
        second_name: 'Ruiz',
      });
      expect(parseCvText('Lic. Laura Méndez\nAbogada')).toMatchObject({
        names: 'Laura',
        last_name: 'Méndez',
        second_name: null,
      });
    });

    it('without a CURP, reads a "Nombre:" line, also as "Surnames, Names"', () => {
      expect(parseCvText('Perfil profesional\nNombre completo: Méndez Ruiz, Laura Sofía')).toMatchObject({
        names: 'Laura Sofía',
        last_name: 'Méndez',
        second_name: 'Ruiz',
      });
    });

    it('without a CURP, leaves the name empty when the first line is not one', () => {
      for (const text of [
        'Ingeniero en sistemas computacionales',
        'Av. Reforma 123, CDMX',
        'juan pérez lópez',
        'Experiencia profesional',
        'Uno Dos Tres Cuatro Cinco',
      ]) {
        expect(parseCvText(text).names, text).toBeNull();
      }
    });
  });
});
