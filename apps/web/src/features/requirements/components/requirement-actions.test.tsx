import type { Requirement } from '@rp/contract/entities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, text } from '../../../test/render';
import { RequirementActions } from './requirement-actions';

const requirement = (overrides: Partial<Requirement> = {}): Requirement => ({
  id: 12,
  code: 'REQ-12',
  company: 1,
  site: null,
  request_by: null,
  category: 3,
  status: 'Recruiting',
  is_deleted: false,
  additional_comments: null,
  open_positions: 2,
  total_positions: 3,
  hired_positions: 0,
  rejected_positions: 0,
  accepted_positions: 1,
  candidates: 1,
  requeriment_date: '2026-11-02',
  req_period: null,
  week: 45,
  year: 2026,
  cancel_user: null,
  cancel_at: null,
  cancel_reason: null,
  details: null,
  created_at: '2026-11-02T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  closed_at: null,
  company_name: 'Acme',
  company_name_en: null,
  site_name: null,
  days_open: 3,
  is_past_due: false,
  ...overrides,
});

const deleteButton = () => screen.getByRole('button', { name: text('common.actions.delete') });

describe('requirement actions', { timeout: 30_000 }, () => {
  it('offers Delete while nobody was hired', () => {
    renderWithApp(<RequirementActions requirement={requirement()} onDeleted={() => {}} />);
    expect((deleteButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Delete with the reason once someone was hired (the server would answer 409)', () => {
    renderWithApp(
      <RequirementActions requirement={requirement({ hired_positions: 1 })} onDeleted={() => {}} />,
    );
    expect((deleteButton() as HTMLButtonElement).disabled).toBe(true);
    expect(deleteButton().getAttribute('aria-description')).toBe(text('errors.requeriment_has_hires'));
  });
});
