import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Input } from './input';

/** A controlled Input whose error clears once the value has an @. */
function Form() {
  const [value, setValue] = useState('');
  return <Input label="Email" value={value} onChange={(e) => setValue(e.target.value)} error={value.includes('@') ? null : 'Enter a valid email address'} />;
}

describe('Input', () => {
  it('labels the field and marks a required one with an asterisk', () => {
    render(<Input label="Email" required name="email" />);
    const input = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    const asterisk = document.querySelector('.hd-field__asterisk');
    expect(asterisk?.textContent).toBe('*');
    expect(asterisk?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no asterisk when optional', () => {
    render(<Input label="Nickname" />);
    expect(document.querySelector('.hd-field__asterisk')).toBeNull();
    expect(screen.getByLabelText('Nickname').getAttribute('aria-required')).toBeNull();
  });

  it('wires per-field error text with aria-invalid and aria-describedby', () => {
    render(<Input label="Email" error="Enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Enter a valid email address');
  });

  it('drops the error wiring once the error is cleared and keeps typing working', async () => {
    render(<Form />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(input, 'a@b.co');
    expect((input as HTMLInputElement).value).toBe('a@b.co');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });
});
