import { seriousViolations } from '../axe';
import { cvPdf, expect, randomCurp, signIn, test, unique } from '../fixtures';
import { expectPhoneLayout } from '../layout-rules';

/**
 * The CV search (issue 30, docs/decisions.md "CV search"): a CV stored for a candidate is read in
 * the background, and a recruiter finds the candidate on the direct/indirect list by words of it —
 * in another order, without accents — with the words marked, and opens the file at that page.
 */
for (const width of [390, 1440]) {
  test(`a candidate found by the words of the CV at ${width} px`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    // a word no other CV has, so the search finds this candidate only
    const word = unique('Zacatl').replace(/[^A-Za-z]/g, '');
    const names = unique('Ofelia ');
    const candidate = await api.post<{ id: number }>('candidates/', {
      names,
      last_name: 'Montaño',
      second_name: 'Ruiz',
      curp: randomCurp('MORO900101', 'M'),
      category: await api.categoryId('DIRECT'),
    });
    await api.uploadFile(
      {
        name: 'cv-ofelia.pdf',
        mimeType: 'application/pdf',
        buffer: cvPdf(`Operadora de montacargas ${word} en Tijuana`),
      },
      { kind: 'cv', owner_type: 'candidate', owner_id: candidate.id },
    );
    // the indexer reads it within a few seconds (CV_INDEX_POLL_SECONDS=1 in the journeys' server)
    await expect
      .poll(
        async () => (await api.get<{ elements: number }>('candidates/cv_search/', { q: word })).elements,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);

    await signIn(page, undefined, '/database/direct_indirect');
    const searchIn = page.getByRole('radiogroup', { name: 'Buscar en' });
    await searchIn.getByText('CVs', { exact: true }).click();
    await expect(searchIn.getByRole('radio', { name: 'CVs' })).toBeChecked();
    await expect(
      page.getByText('En los CVs solo se aplican los filtros de categoría y lista negra.'),
    ).toBeVisible();
    // other order, no accents, lower case
    await page.getByPlaceholder('Buscar en los CVs…').fill(`${word.toLowerCase()} MONTACARGAS`);
    const link = page.getByRole('link', { name: `Montaño Ruiz ${names}` });
    await expect(link).toBeVisible();
    await expect(page.getByText('1 candidato cuyo CV lo dice')).toBeVisible();
    await expect(page.locator('mark').filter({ hasText: /^montacargas$/i })).toBeVisible();
    await expect(page.locator('mark').filter({ hasText: word })).toBeVisible();
    if (width < 768) await expectPhoneLayout(page, 'CV search results');
    // the results as axe sees them: no serious or critical WCAG 2.1 A/AA finding
    expect(await seriousViolations(page)).toEqual([]);

    // the file opens in the viewer
    await page.getByRole('button', { name: /Ver en el archivo \(página 1\)/ }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'cv-ofelia.pdf' })).toBeVisible();
    await page.keyboard.press('Escape');

    // a search no CV answers says so
    await page.getByPlaceholder('Buscar en los CVs…').fill(`${word} contable`);
    await expect(page.getByText('Ningún CV dice eso')).toBeVisible();

    // back to the list's own search
    await searchIn.getByText('Datos', { exact: true }).click();
    await expect(page.getByPlaceholder('Buscar en los CVs…')).toHaveCount(0);
  });
}
