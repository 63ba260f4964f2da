import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CalorieProgress } from './calorie-progress';

function arc() {
  return document.querySelector('.hd-progress__value') as SVGPathElement;
}

describe('CalorieProgress', () => {
  it('shows consumed versus the 2000 kcal default maximum on a half circle', () => {
    render(<CalorieProgress consumed={500} />);
    const bar = screen.getByRole('progressbar', { name: 'Calories' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('500 / 2000 kcal');
    expect(arc().getAttribute('stroke-dashoffset')).toBe('75');
    expect(arc().getAttribute('d')).toContain('A 44 44 0 0 1');
  });

  it('caps the arc at 100% when more than the maximum was eaten', () => {
    render(<CalorieProgress consumed={2600} max={2000} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('data-percent')).toBe('100');
    expect(arc().getAttribute('stroke-dashoffset')).toBe('0');
    expect(bar.textContent).toContain('2600');
  });
});
