import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, text } from '../../../test/render';
import { FollowUpStatusBoxes, statusBoxColors } from './status-boxes';

describe('status boxes', () => {
  it('colour pending, accepted, rejected, hired and did not attend', () => {
    expect(statusBoxColors).toEqual({
      Pending: 'yellow',
      Accepted: 'blue',
      Rejected: 'red',
      Hired: 'green',
      NotAttend: 'gray',
    });
    renderWithApp(
      <FollowUpStatusBoxes
        label="Candidatos"
        isLoading={false}
        counts={{ Pending: 1, Accepted: 2, Rejected: 3, Hired: 4, NotAttend: 5 }}
      />,
    );
    for (const [status, color] of Object.entries(statusBoxColors)) {
      const box = screen.getByTestId(`status-box-${status}`);
      expect(box.getAttribute('data-color')).toBe(color);
      expect(box.getAttribute('style')).toContain(`var(--mantine-color-${color}-6)`);
      expect(box.getAttribute('style')).toContain(`var(--mantine-color-${color}-light)`);
    }
    expect(screen.getByTestId('status-count-NotAttend').textContent).toBe('5');
    expect(screen.getByText(text('common.enums.follow_up_status.NotAttend'))).toBeTruthy();
    // without a list to open, a box is no link
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
