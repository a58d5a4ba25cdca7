import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneQuery } from '../../../components/layout/use-is-phone';
import i18n from '../../../lib/i18n';
import { type Draft, newDraftId } from '../../../lib/offline-drafts';
import { renderWithApp } from '../../../test/render';
import { OfflineStatus } from './offline-status';

/** The top bar's "offline — n pending" indicator (docs/decisions.md, "Offline forms"). */

const draft = (state: Draft['state'], position: string): Draft => ({
  id: newDraftId(),
  user: 1,
  kind: 'vacancy',
  variant: 'clients',
  state,
  values: { position },
  created_at: 1,
  updated_at: Date.parse('2026-11-28T15:30:00Z'),
});

function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

const show = (drafts: Draft[]) =>
  renderWithApp(<OfflineStatus user={1} drafts={drafts} draftHref={() => '/x'} onSendNow={() => {}} />);

afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
});

describe('OfflineStatus', () => {
  it('is not there online without waiting drafts (an unfinished one does not count)', () => {
    show([draft('editing', 'Analista')]);
    expect(screen.queryByRole('button', { name: /pendiente|conexión/ })).toBeNull();
  });

  it('counts pending and refused drafts, and says when the browser is offline, in both languages', async () => {
    const drafts = [draft('pending', 'Analista'), draft('refused', 'Almacenista'), draft('editing', '')];
    show(drafts);
    expect(screen.getByRole('button', { name: '2 pendientes' })).toBeTruthy();
    setOnline(false);
    expect(await screen.findByRole('button', { name: 'Sin conexión · 2 pendientes' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Offline · 2 pending' })).toBeTruthy();
  });

  it('lists the drafts: a refused one to correct, a pending one waiting', async () => {
    show([draft('pending', 'Analista'), draft('refused', 'Almacenista')]);
    act(() => screen.getByRole('button', { name: '2 pendientes' }).click());
    const list = await screen.findByRole('dialog', { name: 'Guardado en este dispositivo' });
    await waitFor(() => expect(list.querySelectorAll('article')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Almacenista' }).textContent).toContain(
      'Rechazado: corríjalo',
    );
    expect(screen.getByRole('link', { name: 'Corregir' }).getAttribute('href')).toBe('/x');
    expect(screen.getByRole('button', { name: 'Enviar ahora' })).toBeTruthy();
  });

  it('on a phone shows the icon and the count only (the page title keeps its room), named in full', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === phoneQuery,
    }));
    show([draft('pending', 'Analista')]);
    setOnline(false);
    const button = await screen.findByRole('button', { name: 'Sin conexión · 1 pendiente' });
    expect(button.textContent).toBe('1');
  });
});
