import { Checkbox, TextInput } from '@mantine/core';
import type { Company } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany, paged } from '../../test/factories';
import { mockApi } from '../../test/msw';
import { pickOption, renderWithApp, text } from '../../test/render';
import { phoneQuery } from '../layout/use-is-phone';
import { ResourceTable, type TableColumn } from './data-table';
import { RowAction, rowActionsColumn } from './row-actions';

const t = text;
type Row = Company;
const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) =>
    makeCompany({
      id: from + i,
      name_es: `Empresa ${from + i}`,
      code: `C-${from + i}`,
      rfc: `RFC-${from + i}`,
    }),
  );

/** The page is a phone's (below 768 px) until the test ends. */
function onPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: query === phoneQuery,
  }));
}

const cards = () => screen.queryAllByRole('article');

/**
 * A list as the follow-up lists declare theirs: a checkbox per row, a key title, a shown column,
 * a secondary one, and the row actions; `phoneCards` unless told otherwise.
 */
function CompanyList(props: {
  phoneCards?: boolean;
  onOpen?: (row: Row) => void;
  onEdit?: (row: Row) => void;
}) {
  const { t: translate } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [code, setCode] = useState('');
  const columns: TableColumn<Row>[] = [
    {
      accessor: 'select',
      priority: 'key',
      title: <Checkbox aria-label="Seleccionar la página" />,
      render: (row) =>
        row.id % 2 === 1 ? (
          <Checkbox
            aria-label={`Seleccionar ${row.name_es}`}
            checked={selected.includes(row.id)}
            onChange={(event) =>
              setSelected((ids) =>
                event.currentTarget.checked ? [...ids, row.id] : ids.filter((id) => id !== row.id),
              )
            }
          />
        ) : null,
    },
    { accessor: 'name_es', title: 'Nombre', priority: 'key', sortable: true },
    { accessor: 'code', title: 'Código', sortable: true },
    { accessor: 'rfc', title: 'RFC', priority: 'secondary' },
    rowActionsColumn<Row>(translate, (row) => (
      <RowAction label="Editar" rowName={row.name_es} icon="✎" onClick={() => props.onEdit?.(row)} />
    )),
  ];
  return (
    <>
      <output data-testid="selected">{selected.join(',')}</output>
      <ResourceTable
        resource={resources.companies}
        columnsKey="test-cards"
        defaultOrdering="name_es"
        canExport={false}
        phoneCards={props.phoneCards ?? true}
        rowName={(row) => row.name_es}
        filters={code ? { code } : {}}
        toolbar={
          <TextInput
            aria-label="Código exacto"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        }
        onRowClick={props.onOpen}
        columns={columns}
      />
    </>
  );
}

describe('ResourceTable as cards on a phone', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    onPhone();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a card per row: its checkbox, title, shown columns, details and actions; no table', async () => {
    mockApi('get', 'companies/', paged(rows(3)));
    const onEdit = vi.fn();
    renderWithApp(<CompanyList onEdit={onEdit} />);
    await screen.findByRole('article', { name: 'Empresa 1' });
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(screen.getByRole('article', { name: 'Empresa 1' }));
    expect(first.getByText('Empresa 1')).toBeTruthy();
    // a column shown on wider screens is a labelled field of the card; a secondary one is not
    expect(first.getByText('Código')).toBeTruthy();
    expect(first.getByText('C-1')).toBeTruthy();
    expect(first.queryByText('RFC-1')).toBeNull();
    // the details show the hidden column
    fireEvent.click(first.getByRole('button', { name: `${t('common.table.show_details')} Empresa 1` }));
    expect(await first.findByText('RFC-1')).toBeTruthy();
    expect(
      first
        .getByRole('button', { name: `${t('common.table.hide_details')} Empresa 1` })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // the row's actions
    fireEvent.click(first.getByRole('button', { name: 'Editar Empresa 1' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // a row that cannot be selected has no checkbox; the page's checkbox heads the list
    const second = within(screen.getByRole('article', { name: 'Empresa 2' }));
    expect(second.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar la página' }).closest('label')).toBeTruthy();
  });

  it('a lone checkbox is ticked through its label; a card opens on a click elsewhere only', async () => {
    mockApi('get', 'companies/', paged(rows(3)));
    const onOpen = vi.fn();
    renderWithApp(<CompanyList onOpen={onOpen} />);
    const card = await screen.findByRole('article', { name: 'Empresa 1' });
    const checkbox = within(card).getByRole('checkbox', { name: 'Seleccionar Empresa 1' });
    const label = checkbox.closest('label');
    if (!label) throw new Error('the checkbox has no label around it');
    fireEvent.click(label);
    await waitFor(() => expect(screen.getByTestId('selected').textContent).toBe('1'));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByText('C-1'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('sorts, pages and sizes pages on the server like the table', async () => {
    const list = mockApi('get', 'companies/', (request) =>
      paged(rows(Number(request.query.page_size), 1 + (Number(request.query.page) - 1) * 25), {
        elements: 200,
      }),
    );
    renderWithApp(<CompanyList />);
    await screen.findByRole('article', { name: 'Empresa 1' });
    expect(list.last.query).toMatchObject({ page: '1', page_size: '25', ordering: 'name_es' });

    // the sort: the sortable columns, then the direction
    await pickOption(screen.getByRole('combobox', { name: t('common.table.sort_by') }), 'Código');
    await waitFor(() => expect(list.last.query).toMatchObject({ ordering: 'code' }));
    fireEvent.click(screen.getByRole('button', { name: t('common.controls.sorted_ascending') }));
    await waitFor(() => expect(list.last.query).toMatchObject({ ordering: '-code' }));
    expect(screen.getByRole('button', { name: t('common.controls.sorted_descending') })).toBeTruthy();

    // the pages: a few buttons, named in the page's language
    fireEvent.click(screen.getByRole('button', { name: t('common.controls.next_page') }));
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '2', ordering: '-code' }));
    expect(await screen.findByRole('article', { name: 'Empresa 26' })).toBeTruthy();
    expect(screen.getByText(t('common.table.records', { from: 26, to: 50, total: 200 }))).toBeTruthy();

    // a new page size starts again at page 1
    await pickOption(screen.getByRole('combobox', { name: t('common.table.per_page') }), '50');
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '1', page_size: '50' }));
  });

  it('searches, and keeps its filters behind the Filters button', async () => {
    const list = mockApi('get', 'companies/', paged(rows(2)));
    renderWithApp(<CompanyList />);
    await screen.findByRole('article', { name: 'Empresa 1' });
    fireEvent.change(screen.getByRole('textbox', { name: t('common.actions.search') }), {
      target: { value: 'norte' },
    });
    await waitFor(() => expect(list.last.query).toMatchObject({ search: 'norte', page: '1' }));

    expect(screen.queryByRole('textbox', { name: 'Código exacto' })).toBeNull();
    const filters = screen.getByRole('button', { name: t('common.table.filters') });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Código exacto' }), { target: { value: 'N-1' } });
    await waitFor(() => expect(list.last.query).toMatchObject({ code: 'N-1', search: 'norte' }));
  });

  it('says when there is nothing to show', async () => {
    mockApi('get', 'companies/', paged([]));
    renderWithApp(<CompanyList />);
    expect(await screen.findByText(t('common.table.empty'))).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('a list without phoneCards stays a table on a phone', async () => {
    mockApi('get', 'companies/', paged(rows(2)));
    renderWithApp(<CompanyList phoneCards={false} />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });
});

describe('ResourceTable with phoneCards on a wider screen', { timeout: 30_000 }, () => {
  it('is the table', async () => {
    mockApi('get', 'companies/', paged(rows(2)));
    renderWithApp(<CompanyList />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: t('common.table.filters') })).toBeNull();
  });
});
