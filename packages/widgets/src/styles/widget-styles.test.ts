/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { widgetStyles } from './widget-styles';

// The sheet the portal adopts is a hand-kept list: a widget whose CSS is left out renders unstyled
// in React use while its custom element (which adopts its own sheet) looks fine.
const sheets = import.meta.glob<string>(['../widgets/*/*.css', '../primitives/*/*.css', './*.css'], { query: '?inline', import: 'default', eager: true });

describe('widgetStyles', () => {
  it.each(Object.entries(sheets))('includes %s', (_path, css) => {
    expect(widgetStyles).toContain(css);
  });
});
