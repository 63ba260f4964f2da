import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordFields } from '../src/member/record-fields.js';

// Staff read an opened record as field and value rows: an object inside a list reads as its fields
// in words, never as JSON.

describe('an opened record for staff', () => {
  it('shows an object inside a list as its fields in words', () => {
    render(
      <RecordFields
        caption="Medication"
        value={{
          name: 'Iron',
          dose_times: [
            { time: '08:00', amount: 1 },
            { time: '20:00', amount: 2 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'dose times' }).nextElementSibling?.textContent).toBe('time: 08:00; amount: 1, time: 20:00; amount: 2');
    expect(screen.queryByText(/[{}"]/)).toBeNull();
  });
});
