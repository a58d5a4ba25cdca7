import { MantineProvider } from '@mantine/core';
import type { RequirementCandidate } from '@rp/contract/entities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { CloseCandidateModal } from './close-candidate-modal';

// Mantine's autosize textarea listens to document.fonts, which jsdom does not have
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const assignment = (medical: Partial<RequirementCandidate>) =>
  ({
    id: 7,
    candidate_name: 'Valeria Quintanilla',
    status: 'Accepted',
    follow_up: null,
    require_medical: true,
    medical_status: 'not_recommended',
    medical_date: '2026-03-05T16:00:00.000Z',
    medical_notes: 'Presión arterial alta',
    ...medical,
  }) as RequirementCandidate;

function renderHire(row: RequirementCandidate) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <CloseCandidateModal assignment={row} status="Hired" onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog');
}

// the first render loads Mantine and i18n, slow on a busy machine
describe('hire dialog and the medical pre-hire gate (docs/domain.md#pre-hire-medical-gate)', {
  timeout: 30_000,
}, () => {
  it('shows the medical state and cannot confirm a not-recommended candidate', () => {
    const dialog = renderHire(assignment({}));
    const medical = within(dialog).getByRole('group', { name: 'Examen médico' });
    expect(medical.textContent).toContain('Sí');
    expect(medical.textContent).toContain('No recomendado');
    expect(medical.textContent).toContain('Presión arterial alta');
    expect(within(dialog).getByRole('alert').textContent).toContain('No se puede contratar');
    expect(within(dialog).getByRole('button', { name: 'Contratar' })).toHaveProperty('disabled', true);
  });

  it.each([
    { require_medical: true, medical_status: 'recommended' },
    { require_medical: true, medical_status: 'conditioned' },
    { require_medical: false, medical_status: 'not_recommended' },
  ] as const)('lets a hire be confirmed when %o', (medical) => {
    const dialog = renderHire(assignment(medical));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Contratar' })).toHaveProperty('disabled', false);
  });

  it('a required exam without a result blocks the hire as pending', () => {
    const dialog = renderHire(assignment({ medical_status: null, medical_date: null, medical_notes: null }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Pendiente');
    expect(within(dialog).getByRole('button', { name: 'Contratar' })).toHaveProperty('disabled', true);
  });
});
