import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

function tooltipOf(trigger: HTMLElement): HTMLElement {
  const id = trigger.getAttribute('aria-describedby') ?? '';
  const tip = document.getElementById(id);
  if (!tip) throw new Error('trigger is not described by a tooltip');
  return tip;
}

describe('Tooltip', () => {
  it('describes its trigger and is hidden until hovered', async () => {
    render(
      <Tooltip content="Ounces drunk today">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    const tip = tooltipOf(trigger);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Ounces drunk today');
    expect(tip.hidden).toBe(true);
    await userEvent.hover(trigger);
    expect(tip.hidden).toBe(false);
    await userEvent.unhover(trigger);
    expect(tip.hidden).toBe(true);
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    render(
      <>
        <Tooltip content="Help text">
          <button type="button">Help</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Help' });
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    expect(tooltipOf(trigger).hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect(tooltipOf(trigger).hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(tooltipOf(trigger).hidden).toBe(false);
    await userEvent.tab();
    expect(tooltipOf(trigger).hidden).toBe(true);
  });

  it('keeps an existing description and handlers of the trigger', async () => {
    let entered = 0;
    render(
      <>
        <p id="extra">Extra</p>
        <Tooltip content="Tip">
          <button type="button" aria-describedby="extra" onMouseEnter={() => (entered += 1)}>
            Both
          </button>
        </Tooltip>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Both' });
    expect(trigger.getAttribute('aria-describedby')?.split(' ')[0]).toBe('extra');
    await userEvent.hover(trigger);
    expect(entered).toBe(1);
  });
});
