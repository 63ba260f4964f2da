import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScrollRegion } from '../src/shared/scroll-region.js';

/** A box `box` px wide whose content is `content` px wide (happy-dom lays nothing out). */
function widths(box: number, content: number) {
  const proto = HTMLElement.prototype;
  const scroll = Object.getOwnPropertyDescriptor(proto, 'scrollWidth');
  const client = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => box });
  return () => {
    if (scroll) Object.defineProperty(proto, 'scrollWidth', scroll);
    if (client) Object.defineProperty(proto, 'clientWidth', client);
  };
}

class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let restore = () => {};
afterEach(() => restore());

const table = (
  <ScrollRegion label="Kits table">
    <table aria-label="Kits">
      <tbody>
        <tr>
          <td>member@healthdeck.test</td>
        </tr>
      </tbody>
    </table>
  </ScrollRegion>
);

describe("the admin's wide tables", () => {
  it('say that the other columns are a sideways scroll away while the table is wider than its box (a phone)', () => {
    globalThis.ResizeObserver ??= QuietResizeObserver as unknown as typeof ResizeObserver;
    restore = widths(343, 900);
    render(table);
    expect(screen.getByText('Swipe or scroll sideways to see every column.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kits table' })).toBeTruthy();
  });

  it('say nothing when the table fits', () => {
    globalThis.ResizeObserver ??= QuietResizeObserver as unknown as typeof ResizeObserver;
    restore = widths(1200, 900);
    render(table);
    expect(screen.queryByText('Swipe or scroll sideways to see every column.')).toBeNull();
  });
});
