import '../../lib/i18n';
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { theme } from '../../app/theme';
import { session } from '../../lib/session';
import { text } from '../../test/render';
import { FormModal } from './form-modal';
import { LeaveGuard } from './leave-guard';
import { unsavedChanges } from './unsaved-changes';
import { useZodForm } from './use-zod-form';

const t = text;
const schema = z.object({ note: z.string() });

/** A page with one text field, a link away and a save that goes to the saved record's page. */
function NotePage() {
  const form = useZodForm<{ note: string }>(schema, { note: '' });
  const navigate = useNavigate();
  const save = useMutation({ mutationFn: async (_values: { note: string }) => ({ id: 7 }) });
  const handleSubmit = form.onSubmit(async (values) => {
    const saved = await save.mutateAsync(values);
    navigate(`/saved/${saved.id}`);
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextInput label="Nota" {...form.getInputProps('note')} />
      <Button type="submit">Guardar</Button>
      <Link to="/other">Otra página</Link>
    </form>
  );
}

function Layout(props: { isPublic?: boolean }) {
  return (
    <>
      <LeaveGuard isPublic={props.isPublic} />
      <Outlet />
    </>
  );
}

/** The pages in the app's layout (signed in), or in the public pages' layout (nobody signed in). */
function renderPages(options: { isPublic?: boolean } = {}) {
  if (options.isPublic) session.clear();
  else session.setTokens('header.payload.sig', 'refresh-token');
  const router = createMemoryRouter(
    [
      {
        element: <Layout isPublic={options.isPublic} />,
        children: [
          { path: '/note', element: <NotePage /> },
          { path: '/other', element: <p>other page</p> },
          { path: '/saved/:id', element: <p>saved page</p> },
        ],
      },
    ],
    { initialEntries: ['/note'] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const leaveQuestion = () => screen.findByText(t('common.unsaved.leave_message'));

describe('leaving a page with unsaved input', { timeout: 60_000 }, () => {
  it('asks first: Stay keeps the text, Leave goes', async () => {
    const router = renderPages();
    const note = screen.getByLabelText('Nota') as HTMLInputElement;
    fireEvent.change(note, { target: { value: 'Llamar el lunes' } });

    fireEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    const question = (await leaveQuestion()).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: t('common.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull(), {
      timeout: 5000,
    });
    expect(router.state.location.pathname).toBe('/note');
    expect(note.value).toBe('Llamar el lunes');

    fireEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    const again = (await leaveQuestion()).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: t('common.unsaved.leave') }));
    expect(await screen.findByText('other page')).toBeTruthy();
    await waitFor(() => expect(unsavedChanges.has()).toBe(false));
  });

  it('asks on a public page too, where nobody is signed in (an applicant’s form)', async () => {
    const router = renderPages({ isPublic: true });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Mi experiencia' } });
    fireEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    const question = (await leaveQuestion()).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: t('common.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull());
    expect(router.state.location.pathname).toBe('/note');
  });

  it('goes at once from a clean form, and after the form was saved', async () => {
    renderPages();
    fireEvent.click(screen.getByRole('link', { name: 'Otra página' }));
    expect(await screen.findByText('other page')).toBeTruthy();
    expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull();

    const router = renderPages();
    fireEvent.change(screen.getAllByLabelText('Nota').at(-1) as HTMLElement, { target: { value: 'Listo' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved/7'));
    expect(screen.queryByText(t('common.unsaved.leave_message'))).toBeNull();
  });

  it('asks before a reload or a closed tab', async () => {
    renderPages();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Algo' } });
    await waitFor(() => expect(unload()).toBe(true));
  });
});

/** A dialog with one text field, opened by a button. */
function NoteDialog() {
  const [isOpen, setOpen] = useState(false);
  const form = useZodForm<{ note: string }>(schema, { note: '' });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <FormModal form={form} opened={isOpen} onClose={() => setOpen(false)} title="Nota nueva">
        <TextInput label="Nota" {...form.getInputProps('note')} />
      </FormModal>
    </>
  );
}

function renderDialog() {
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <NoteDialog />
      </ModalsProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
}

const pressEscape = () => fireEvent.keyDown(screen.getByLabelText('Nota'), { key: 'Escape' });

describe('closing a dialog with unsaved input', { timeout: 60_000 }, () => {
  it('closes a clean dialog at once on Escape', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Nota nueva' });
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota nueva' })).toBeNull(), {
      timeout: 5000,
    });
    expect(screen.queryByText(t('common.unsaved.close_message'))).toBeNull();
  });

  it('asks on Escape: Stay keeps the text, Discard closes', async () => {
    renderDialog();
    await screen.findByRole('dialog', { name: 'Nota nueva' });
    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Entrevista a las 10' } });
    pressEscape();
    const question = (await screen.findByText(t('common.unsaved.close_message'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: t('common.unsaved.stay') }));
    await waitFor(() => expect(screen.queryByText(t('common.unsaved.close_message'))).toBeNull(), {
      timeout: 5000,
    });
    expect((screen.getByLabelText('Nota') as HTMLInputElement).value).toBe('Entrevista a las 10');

    fireEvent.click(within(screen.getByRole('dialog', { name: 'Nota nueva' })).getByRole('button'));
    const again = (await screen.findByText(t('common.unsaved.close_message'))).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: t('common.unsaved.discard') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nota nueva' })).toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(unsavedChanges.has()).toBe(false));
  });
});
