import { issueMessage } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import { emptyVacancyValues, vacancyFormSchema, vacancyPayload } from './vacancy-form-values';

/** The first message per field, as the form shows them. */
function messages(values: object, lang: 'es' | 'en' = 'es') {
  const result = vacancyFormSchema.safeParse(
    vacancyPayload({ ...emptyVacancyValues('shelter'), ...values }),
    {
      reportInput: true,
    },
  );
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issueMessage(issue, lang);
  return out;
}

describe('vacancy form rules (the contract schema)', () => {
  it('requires company, category, position and both salaries', () => {
    expect(messages({})).toMatchObject({
      company: 'Este campo es obligatorio',
      category: 'Este campo es obligatorio',
      position: 'Este campo es obligatorio',
      salary_from: 'Este campo es obligatorio',
      salary_to: 'Este campo es obligatorio',
    });
  });

  it('says the salary range beside the other messages, in both languages', () => {
    expect(messages({ salary_from: 20000, salary_to: 15000 })).toMatchObject({
      salary_to: 'El salario hasta debe ser mayor o igual al salario desde',
      company: 'Este campo es obligatorio',
    });
    expect(messages({ salary_from: 20000, salary_to: 15000 }, 'en').salary_to).toBe(
      'Salary to must be greater than or equal to salary from',
    );
  });

  it('wants salaries above 0 and at least one opening', () => {
    const found = messages({ salary_from: 0, salary_to: 0, quantity: 0 }, 'en');
    expect(found.salary_from).toBe('Must be greater than 0');
    expect(found.salary_to).toBe('Must be greater than 0');
    expect(found.quantity).toBe('Must be greater than or equal to 1');
  });

  it('sends text trimmed and empty inputs as null', () => {
    expect(vacancyPayload({ ...emptyVacancyValues('clients'), position: '  Analista  ' })).toMatchObject({
      position: 'Analista',
      plant: null,
      salary_from: null,
      quantity: 1,
      vacancy_type: 'clients',
    });
  });
});
