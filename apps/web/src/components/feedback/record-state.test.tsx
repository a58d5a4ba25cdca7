import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, text } from '../../test/render';
import { RecordState } from './record-state';

describe('RecordState', () => {
  it('while the record loads: a spinner that is a status named "Cargando…" (axe: aria-label needs a role)', () => {
    renderWithApp(
      <RecordState
        query={{ data: undefined, error: null, isError: false, refetch: async () => ({}) as never }}
      >
        {() => <p>record</p>}
      </RecordState>,
    );
    expect(screen.getByRole('status', { name: text('common.table.loading') })).toBeTruthy();
    expect(screen.queryByText('record')).toBeNull();
  });
});
