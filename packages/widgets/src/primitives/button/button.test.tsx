import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('runs its click handler when idle', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a spinner, sets aria-busy and refuses clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Loading' }).className).toContain('hd-button__spinner');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled without being busy when disabled', () => {
    render(<Button disabled>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('carries the variant and colour classes (spec 000 §2) and defaults to filled blue', () => {
    render(
      <>
        <Button>Default</Button>
        <Button variant="outlined" color="red">
          Delete
        </Button>
        <Button variant="tinted" color="purple">
          Tinted
        </Button>
        <Button variant="plain" color="green">
          Plain
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Default' }).className).toBe('hd-button hd-button--filled hd-button--blue');
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe('hd-button hd-button--outlined hd-button--red');
    expect(screen.getByRole('button', { name: 'Tinted' }).className).toContain('hd-button--tinted hd-button--purple');
    expect(screen.getByRole('button', { name: 'Plain' }).className).toContain('hd-button--plain hd-button--green');
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
  });
});
