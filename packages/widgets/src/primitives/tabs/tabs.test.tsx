import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem, type TabsVariant } from './tabs';

const TABS: TabItem[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week', disabled: true },
  { id: 'month', label: 'Month' },
  { id: 'year', label: 'Year' },
];

function Harness({ variant, initial = 'day', changes = [] as string[] }: { variant?: TabsVariant; initial?: string; changes?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      tabs={TABS}
      value={value}
      variant={variant}
      label="Period"
      onChange={(id) => {
        changes.push(id);
        setValue(id);
      }}
    >
      <p>Showing {value}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name }) as HTMLButtonElement;

describe('Tabs (spec 001 §2)', () => {
  it('renders a labelled tablist with the selected tab as the only tab stop and its panel', () => {
    render(<Harness initial="month" />);
    expect(screen.getByRole('tablist', { name: 'Period' })).toBeTruthy();
    expect(tab('Month').getAttribute('aria-selected')).toBe('true');
    expect(tab('Day').getAttribute('aria-selected')).toBe('false');
    expect(TABS.map((t) => tab(String(t.label)).tabIndex)).toEqual([-1, -1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Showing month');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Month').id);
    expect(tab('Month').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('selects on click; a disabled tab cannot be chosen', async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    render(<Harness changes={changes} />);
    expect(tab('Week').disabled).toBe(true);
    await user.click(tab('Week'));
    await user.click(tab('Year'));
    expect(changes).toEqual(['year']);
    expect(tab('Year').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Showing year');
  });

  it('arrows move and select, skipping disabled tabs and wrapping; Home and End jump', async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    render(<Harness changes={changes} />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Day'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Month')); // Week is disabled and skipped
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Year'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Day')); // wraps
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Year'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Day'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Year'));
    expect(changes).toEqual(['month', 'year', 'day', 'year', 'day', 'year']);
    expect(tab('Year').getAttribute('aria-selected')).toBe('true');
  });

  it.each(['underline', 'pill', 'solid'] as const)('carries the %s style class', (variant) => {
    const { container } = render(<Harness variant={variant} />);
    expect(container.querySelector('.hd-tabs')?.className).toBe(`hd-tabs hd-tabs--${variant}`);
  });
});
