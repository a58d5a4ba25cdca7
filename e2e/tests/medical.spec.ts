import { Api, expect, signIn, test, unique } from '../fixtures';

type Row = { id: number; short?: string };
type Requirement = Row & { items: Row[] };

/**
 * The medical pre-hire gate and the follow-up permissions (issue 10 finding 11): the medical service
 * records exams and nothing else; a candidate whose required exam is not recommended cannot be hired.
 */
test.describe('medical service and pre-hire gate', () => {
  test('the medical service only records exams; a not-recommended candidate cannot be hired', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const api = await Api.login(page.request);
    const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
    const company = await api.post<Row>('companies/', {
      code: unique('MED').slice(0, 20),
      name_es: unique('Maquila '),
      email: 'rh@example.com',
      region: region.id,
    });
    const position = await api.post<Row>('positions/', { name_es: unique('Soldador '), name_en: 'Welder' });
    const [direct] = await api.get<Row[]>('categories/', { code: 'DIRECT' });
    const [shift] = await api.get<Row[]>('catalogs/', { clas_id: 3 });
    const requirement = await api.post<Requirement>('requeriments/', {
      company: company.id,
      requeriment_date: new Date().toISOString().slice(0, 10),
      category: direct?.id,
      additional_comments: 'Examen médico',
      items: [
        {
          position: position.id,
          gender: 'any',
          shift_type: shift?.id,
          category: direct?.id,
          quantity: 2,
          details: '',
        },
      ],
    });
    const names = unique('Elena');
    const candidate = await api.post<Row>('candidates/', {
      names,
      last_name: 'Médica',
      category: direct?.id,
    });
    const fullName = `Médica ${names}`;
    const assignment = await api.post<Row>('requeriment-candidates/assign_candidate/', {
      requeriment: requirement.items[0]?.id,
      candidate: candidate.id,
      interview_date: new Date().toISOString().slice(0, 10),
      interview_time: '09:30',
    });
    await api.post('requeriment-candidates/close_candidate/', { id: assignment.id, status: 'Accepted' });
    await api.post('requeriment-candidates/update_medical_service/', {
      id: assignment.id,
      require_medical: true,
      medical_status: 'not_recommended',
      medical_notes: 'Presión arterial alta',
    });

    const userWithRole = async (short: string) => {
      const [role] = await api.get<Row[]>('roles/', { short });
      const credentials = { username: unique(`e2e.${short}.`), password: 'E2e-user-pass-1' };
      await api.post('users/', {
        ...credentials,
        first_name: 'E2E',
        last_name: short,
        roles: [role?.id],
        companies: [company.id],
      });
      return credentials;
    };

    // the medical service: of the follow-up actions the row menu offers only the medical service
    // (besides the assignment's comments and documents), and nothing to close in bulk
    await signIn(page, await userWithRole('medical'), '/requeriments/direct/status/accepted');
    await page.getByRole('button', { name: `Acciones de ${fullName}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Servicio médico', 'Comentarios y documentos']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /Cerrar seleccionados/ })).toHaveCount(0);

    // a recruiter: the hire dialog shows the medical state, says why, and cannot confirm
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signIn(page, await userWithRole('recruiter'), '/requeriments/direct/status/accepted');
    await page.getByRole('button', { name: `Acciones de ${fullName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Servicio médico' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Contratar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Contratar candidato' });
    const medical = dialog.getByRole('group', { name: 'Examen médico' });
    await expect(medical).toContainText('Requerido');
    await expect(medical).toContainText('Sí');
    await expect(medical).toContainText('No recomendado');
    await expect(medical).toContainText('Presión arterial alta');
    await expect(dialog.getByRole('alert')).toContainText('No se puede contratar');
    await dialog.getByRole('textbox', { name: 'Número de empleado' }).fill(unique('E').slice(0, 20));
    await expect(dialog.getByRole('button', { name: 'Contratar' })).toBeDisabled();
  });
});
