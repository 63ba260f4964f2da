import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NutrientProgress } from './nutrient-progress';

function ring() {
  return document.querySelector('.hd-progress__value') as SVGCircleElement;
}

describe('NutrientProgress', () => {
  it('shows value, unit and label against the maximum on a circle', () => {
    render(<NutrientProgress value={45} max={90} label="Protein" unit="g" />);
    const bar = screen.getByRole('progressbar', { name: 'Protein' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('45 / 90 g');
    expect(bar.textContent).toBe('45gProtein');
    expect(ring().getAttribute('stroke-dashoffset')).toBe('50');
  });

  it('caps at 100%', () => {
    render(<NutrientProgress value={80} max={55} label="Fat" unit="g" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(ring().getAttribute('stroke-dashoffset')).toBe('0');
  });

  it('treats a zero maximum as empty rather than infinite', () => {
    render(<NutrientProgress value={10} max={0} label="Carbs" unit="g" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
