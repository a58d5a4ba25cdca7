import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCandidate, makeCategory, paged } from '../../../test/factories';
import { mockApi, type SeenRequest } from '../../../test/msw';
import { pickOption, renderWithApp, text } from '../../../test/render';
import { CandidateList } from './candidate-list';

const t = text;
const direct = makeCategory({ id: 3, code: 'DIRECT' });
const indirect = makeCategory({ id: 5, code: 'INDIRECT' });

/** The list of candidates/ as the server pages it: 60 rows, 25 a page; each page's rows say their page. */
const pageOf = (request: SeenRequest) => {
  const page = Number(request.query.page);
  const size = Number(request.query.page_size);
  const rows = Array.from({ length: page < 3 ? size : 10 }, (_, i) =>
    makeCandidate({ id: page * 1000 + i, full_name: `Persona p${page} n${i + 1}` }),
  );
  return paged(rows, { pages: 3, elements: 60 });
};

let list: ReturnType<typeof mockApi>;
beforeEach(() => {
  mockApi('get', 'categories/', [direct, indirect, makeCategory({ id: 7, code: 'ADMINISTRATIVE' })]);
  mockApi('get', 'catalogs/', []);
  list = mockApi('get', 'candidates/', pageOf);
});

const renderList = () =>
  renderWithApp(<CandidateList kind="direct_indirect" title="Candidatos" />, {
    route: '/database/direct_indirect',
  });

/** The query of the last list request once it matches `expected` (else the queries seen). */
const lastQuery = async (expected: Record<string, string>) => {
  await waitFor(() => expect(list.last.query).toMatchObject(expected), { timeout: 5000 }).catch(() => {
    throw new Error(
      `no request with ${JSON.stringify(expected)} in ${JSON.stringify(list.requests.map((r) => r.query))}`,
    );
  });
  return list.last.query;
};
const filter = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('candidate list on the data table', { timeout: 60_000 }, () => {
  it('asks for the first page of its categories and shows the rows and counts of the envelope', async () => {
    renderList();
    const query = await lastQuery({ category__in: '3,5' });
    expect(query).toEqual({ page: '1', page_size: '25', ordering: '-id', category__in: '3,5' });
    expect(await screen.findByText('Persona p1 n1')).toBeTruthy();
    expect(screen.getByText('Persona p1 n25')).toBeTruthy();
    expect(screen.getByText(t('common.table.records', { from: 1, to: 25, total: 60 }))).toBeTruthy();
  });

  it('pages: the next page is requested and its rows replace the first ones', async () => {
    renderList();
    await screen.findByText('Persona p1 n1');
    fireEvent.click(screen.getByText('3', { selector: 'button' }));
    await lastQuery({ page: '3', page_size: '25' });
    expect(await screen.findByText('Persona p3 n10')).toBeTruthy();
    expect(screen.queryByText('Persona p1 n1')).toBeNull();
    expect(screen.getByText(t('common.table.records', { from: 51, to: 60, total: 60 }))).toBeTruthy();
  });

  it('sorts by a column (the age by birth date, reversed) and goes back to page 1', async () => {
    renderList();
    await screen.findByText('Persona p1 n1');
    fireEvent.click(screen.getByText('2', { selector: 'button' }));
    await lastQuery({ page: '2' });
    // a new column keeps the direction (newest first: descending), the same column turns it
    fireEvent.click(screen.getByText(t('candidates.fields.full_name'), { selector: 'th *' }));
    await lastQuery({ page: '1', ordering: '-last_name' });
    fireEvent.click(screen.getByText(t('candidates.fields.full_name'), { selector: 'th *' }));
    await lastQuery({ ordering: 'last_name' });
    // the youngest first is the latest birth date first
    fireEvent.click(screen.getByText(t('candidates.fields.age'), { selector: 'th *' }));
    await lastQuery({ ordering: '-birthdate' });
    // category, status and blacklisted are filters, not sorts (docs/decisions.md "A header sorts from
    // an index"): a click on their headers asks for nothing
    const seen = list.requests.length;
    for (const header of ['category', 'status', 'is_black_list'] as const)
      fireEvent.click(screen.getByText(t(`candidates.fields.${header}`), { selector: 'th *' }));
    fireEvent.click(screen.getByText(t('candidates.fields.age'), { selector: 'th *' }));
    await lastQuery({ ordering: 'birthdate' });
    expect(list.requests.slice(seen).map((r) => r.query.ordering)).toEqual(['birthdate']);
  });

  it('filters and the search become query parameters; the search goes back to page 1', async () => {
    renderList();
    await screen.findByText('Persona p1 n1');
    fireEvent.click(screen.getByText('2', { selector: 'button' }));
    await lastQuery({ page: '2' });
    await pickOption(filter(t('candidates.fields.status')), t('candidates.statuses.Inactive'));
    await lastQuery({ status: 'Inactive' });
    await pickOption(filter(t('candidates.fields.category')), t('common.enums.category.INDIRECT'));
    await lastQuery({ status: 'Inactive', category__in: '5' });
    fireEvent.change(filter(t('candidates.filters.age_from')), { target: { value: '30' } });
    await lastQuery({ birthdate__lte: dayjs().subtract(30, 'year').format('YYYY-MM-DD') });
    fireEvent.change(filter(t('common.actions.search')), { target: { value: 'quintanilla' } });
    const query = await lastQuery({ search: 'quintanilla' });
    expect(query).toMatchObject({ page: '1', status: 'Inactive', category__in: '5' });
  });
});
