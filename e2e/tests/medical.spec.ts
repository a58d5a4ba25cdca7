import { Api, expect, expectNotice, signIn, test, unique } from '../fixtures';

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

  test('the medical queue of the vacancies: the medical service records the result, others get the 403 page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await Api.login(page.request);
    const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
    const company = await api.post<Row>('companies/', {
      code: unique('MEDQ').slice(0, 20),
      name_es: unique('Corporativo '),
      email: 'rh@example.com',
      region: region.id,
    });
    const approverEmail = `${unique('aprobador').toLowerCase()}@example.com`;
    await api.post('default-approvals/', {
      full_name: 'Laura Méndez',
      title: 'Gerente de planta',
      email: approverEmail,
      approval_type: 'shelter',
      sort_item: 1,
      send_email: true,
      region: region.id,
    });
    const [administrative] = await api.get<Row[]>('categories/', { code: 'ADMINISTRATIVE' });
    const vacancy = await api.post<Row>('vacancies/', {
      vacancy_type: 'shelter',
      company: company.id,
      category: administrative?.id,
      position: unique('Contador '),
      quantity: 1,
      salary_from: 20000,
      salary_to: 26000,
    });
    // approved by the key mailed to the approver
    await api.post('vacancies/send_emails/', { id: vacancy.id });
    await api.post('vacancies/approve/', { key: await api.approvalKey(approverEmail) });

    const names = unique('Valeria');
    const candidate = await api.post<Row>('candidates/', {
      names,
      last_name: 'Quintanilla',
      category: administrative?.id,
    });
    const fullName = `Quintanilla ${names}`;
    const assigned = await api.post<Row>('vacancy-candidates/assign_candidate/', {
      vacancy: vacancy.id,
      candidate: candidate.id,
    });
    await api.put(`vacancy-candidates/${assigned.id}/`, { is_viable: true });
    await api.post('vacancy-candidates/close_candidate/', { id: assigned.id, status: 'Accepted' });
    await api.post('vacancy-candidates/update_require_medical/', { id: assigned.id, require_medical: true });

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

    // a recruiter does not open the queue
    await signIn(page, await userWithRole('recruiter'), '/requeriments/medical_admins');
    await expect(page.getByRole('heading', { name: /^403/ })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    // the medical service finds the candidate waiting for a result and records it
    await signIn(page, await userWithRole('medical'), '/requeriments/medical_admins');
    await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(names);
    const row = page.getByRole('row').filter({ hasText: fullName });
    await expect(row).toContainText('Sin resultado');
    await row.getByRole('button', { name: `Registrar resultado ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Examen médico de ${fullName}` });
    await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Resultado' }).click();
    await page.getByRole('option', { name: 'Recomendado', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Notas' }).fill('Apto para el puesto');
    await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
    await expectNotice(page, 'Se guardó el examen médico');
    await expect(row).toContainText('Recomendado');

    // the gate is open: the recruiters hire the last position and the vacancy completes
    await api.post('vacancy-candidates/close_candidate/', {
      id: assigned.id,
      status: 'Hired',
      employee_code: unique('E').slice(0, 20),
    });
    const done = await api.get<Row & { status: string }>(`vacancies/${vacancy.id}/`);
    expect(done.status).toBe('Complete');
  });
});
