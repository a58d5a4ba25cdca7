import { resources } from '@rp/contract/resources';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { paged } from '../../test/factories';
import { mockApi } from '../../test/msw';
import { renderWithApp, text } from '../../test/render';
import { ResourceTable } from './data-table';

const t = text;
type Row = { id: number; name: string };
const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Fila ${from + i}` }));

const renderTable = (filters: Record<string, unknown> = {}) =>
  renderWithApp(
    <ResourceTable
      resource={resources.companies}
      defaultOrdering="name"
      filters={filters}
      canExport={false}
      columns={[{ accessor: 'name', title: 'Nombre', sortable: true }]}
    />,
  );

describe('ResourceTable', { timeout: 30_000 }, () => {
  it('sends its filters, default ordering and paging, and shows the envelope', async () => {
    const list = mockApi('get', 'companies/', paged(rows(25), { pages: 4, elements: 80 }));
    renderTable({ status: true, category__in: [3, 5], site: undefined });
    expect(await screen.findByText('Fila 25')).toBeTruthy();
    expect(list.last.query).toEqual({
      page: '1',
      page_size: '25',
      ordering: 'name',
      status: 'true',
      category__in: '3,5',
    });
    expect(screen.getByText(t('common.table.records', { from: 1, to: 25, total: 80 }))).toBeTruthy();
    expect(screen.getByText('4', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByText('5', { selector: 'button' })).toBeNull();
  });

  it('a new page size asks for page 1 again', async () => {
    const list = mockApi('get', 'companies/', (request) =>
      paged(rows(Number(request.query.page_size), 1 + (Number(request.query.page) - 1) * 100), {
        elements: 300,
      }),
    );
    renderTable();
    await screen.findByText('Fila 1');
    fireEvent.click(screen.getByText('2', { selector: 'button' }));
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '2', page_size: '25' }));
    const perPage = screen.getAllByText('25', { selector: 'button *' })[0]?.closest('button');
    if (!perPage) throw new Error('no page-size button');
    fireEvent.click(perPage);
    const fifty = await screen.findAllByText('50', { selector: '[role="menuitem"] *, [role="menuitem"]' });
    fireEvent.click(fifty[0] as HTMLElement);
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '1', page_size: '50' }));
    expect(await screen.findByText('Fila 50')).toBeTruthy();
  });

  it('new filters ask for page 1 again', async () => {
    const list = mockApi('get', 'companies/', (request) =>
      paged(rows(25, 1 + (Number(request.query.page) - 1) * 25), { elements: 100 }),
    );
    function Switchable() {
      const [status, setStatus] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setStatus(false)}>
            inactive
          </button>
          <ResourceTable
            resource={resources.companies}
            defaultOrdering="name"
            filters={{ status }}
            canExport={false}
            columns={[{ accessor: 'name', title: 'Nombre', sortable: true }]}
          />
        </>
      );
    }
    renderWithApp(<Switchable />);
    await screen.findByText('Fila 1');
    fireEvent.click(screen.getByText('3', { selector: 'button' }));
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '3', status: 'true' }));
    fireEvent.click(screen.getByText('inactive'));
    await waitFor(() => expect(list.last.query).toMatchObject({ page: '1', status: 'false' }));
  });

  it('says when the total is an estimate, and shows an empty list as such', async () => {
    mockApi('get', 'companies/', { ...paged(rows(25), { elements: 10_000 }), estimated: true });
    const view = renderTable();
    // the numbers grouped as the reader writes them
    expect(await screen.findByText('1–25 de ~10,000')).toBeTruthy();
    view.unmount();
    mockApi('get', 'companies/', paged([]));
    renderTable();
    expect(await screen.findByText(t('common.table.empty'))).toBeTruthy();
  });

  it('an error answer shows the error with a retry', async () => {
    const list = mockApi('get', 'companies/', { status: 500, body: { detail: 'boom' } });
    renderTable();
    expect(await screen.findByText(t('common.table.error'))).toBeTruthy();
    mockApi('get', 'companies/', paged(rows(1)));
    fireEvent.click(screen.getByText(t('common.actions.retry')));
    expect(await screen.findByText('Fila 1')).toBeTruthy();
    expect(list.requests).toHaveLength(1);
  });
});

describe('ResourceTable columns', { timeout: 30_000 }, () => {
  const full = [{ id: 1, name_es: 'Norte', code: 'N-1', rfc: 'RFC-NORTE' }];
  const renderColumns = () =>
    renderWithApp(
      <ResourceTable
        resource={resources.companies}
        columnsKey="test-companies"
        canExport={false}
        rowName={(row) => row.name_es}
        columns={[
          { accessor: 'name_es', title: 'Nombre', priority: 'key' },
          { accessor: 'code', title: 'Código' },
          { accessor: 'rfc', title: 'RFC', priority: 'secondary' },
        ]}
      />,
    );
  const header = (name: string) =>
    screen.queryAllByRole('columnheader').find((cell) => cell.textContent === name) ?? null;

  it('hides secondary columns, shows them in the row details and through the picker, and remembers it', async () => {
    mockApi('get', 'companies/', paged(full));
    const view = renderColumns();
    await screen.findByText('Norte');
    expect(header('Código')).toBeTruthy();
    expect(header('RFC')).toBeNull();
    // the hidden column is read in the row's details
    fireEvent.click(screen.getByRole('button', { name: `${t('common.table.show_details')} Norte` }));
    expect(await screen.findByText('RFC-NORTE')).toBeTruthy();
    // the picker lists every column but the key ones
    fireEvent.click(screen.getByRole('button', { name: t('common.table.columns') }));
    expect(await screen.findByLabelText('Código', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Nombre' })).toBeNull();
    fireEvent.click(await screen.findByLabelText('RFC', { selector: 'input' }));
    await waitFor(() => expect(header('RFC')).toBeTruthy());
    fireEvent.click(await screen.findByLabelText('Código', { selector: 'input' }));
    await waitFor(() => expect(header('RFC')).toBeTruthy());
    expect(header('Código')).toBeNull();
    // remembered for this list
    view.unmount();
    renderColumns();
    await screen.findByText('Norte');
    expect(header('RFC')).toBeTruthy();
    expect(header('Código')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t('common.table.columns') }));
    fireEvent.click(await screen.findByRole('button', { name: t('common.table.columns_reset') }));
    await waitFor(() => expect(header('Código')).toBeTruthy());
    expect(header('RFC')).toBeNull();
  });

  it('names its sort icons and page buttons in the page’s language, again after a change of language', async () => {
    const list = mockApi('get', 'companies/', paged(rows(25), { pages: 4, elements: 80 }));
    renderTable();
    await screen.findByText('Fila 25');
    // the sortable header is a button whose name ends with its icon's
    const sortIcon = () => document.querySelector('.mantine-datatable-header-cell-sortable-icon');
    await waitFor(() => expect(sortIcon()?.getAttribute('aria-label')).toBe('Orden ascendente'));
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();

    fireEvent.click(screen.getByText('Nombre'));
    await waitFor(() => expect(list.last.query).toMatchObject({ ordering: '-name' }));
    await waitFor(() => expect(sortIcon()?.getAttribute('aria-label')).toBe('Orden descendente'));

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(sortIcon()?.getAttribute('aria-label')).toBe('Sorted descending'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});
