import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { defineElement } from './define-element';
import { WIDGETS_VERSION } from '../version';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  onPing?: (detail: { count: number }) => void;
}

function Probe({ label = 'none', count = 0, compact = false, onPing }: ProbeProps) {
  return (
    <button type="button" className="probe" data-compact={String(compact)} onClick={() => onPing?.({ count })}>
      {label}:{count}
    </button>
  );
}

let tagCounter = 0;
function defineProbe(styles = '.probe { color: rgb(1, 2, 3); }') {
  tagCounter += 1;
  const tag = `hd-probe-${tagCounter}` as const;
  defineElement<ProbeProps>({
    tag,
    component: Probe,
    props: { label: 'string', count: 'number', compact: 'boolean' },
    events: { onPing: 'hd-ping' },
    styles,
  });
  return tag;
}

function inner(el: Element): HTMLButtonElement {
  const button = el.shadowRoot?.querySelector<HTMLButtonElement>('.probe');
  if (!button) throw new Error('not rendered yet');
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('defineElement', () => {
  it('renders into an open shadow root with the widget sheet adopted', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<${tag} label="hi" count="3"></${tag}>`;
    const el = document.querySelector(tag) as HTMLElement;
    expect(el.shadowRoot?.mode).toBe('open');
    await waitFor(() => expect(inner(el).textContent).toBe('hi:3'));
    const sheets = el.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(1);
    expect(
      Array.from(sheets[0].cssRules)
        .map((r) => r.cssText)
        .join(''),
    ).toContain('.probe');
    expect(el.shadowRoot?.querySelector('[part~="root"]')?.contains(inner(el))).toBe(true);
  });

  it('follows attribute and property changes', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<${tag} label="a"></${tag}>`;
    const el = document.querySelector(tag) as HTMLElement & ProbeProps;
    await waitFor(() => expect(inner(el).textContent).toBe('a:0'));
    el.setAttribute('count', '7');
    await waitFor(() => expect(inner(el).textContent).toBe('a:7'));
    el.label = 'b';
    await waitFor(() => expect(inner(el).textContent).toBe('b:7'));
    el.removeAttribute('count');
    await waitFor(() => expect(inner(el).textContent).toBe('b:0'));
  });

  it('reads a present boolean attribute as true and a removed one as false', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<${tag} compact></${tag}>`;
    const el = document.querySelector(tag) as HTMLElement;
    await waitFor(() => expect(inner(el).dataset.compact).toBe('true'));
    el.removeAttribute('compact');
    await waitFor(() => expect(inner(el).dataset.compact).toBe('false'));
    el.setAttribute('compact', '');
    await waitFor(() => expect(inner(el).dataset.compact).toBe('true'));
  });

  it('dispatches hd-* events that bubble and cross the shadow root', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<div id="outer"><${tag} count="4"></${tag}></div>`;
    const el = document.querySelector(tag) as HTMLElement;
    await waitFor(() => inner(el));
    const seen: CustomEvent[] = [];
    document.getElementById('outer')?.addEventListener('hd-ping', (event) => seen.push(event as CustomEvent));
    inner(el).click();
    expect(seen).toHaveLength(1);
    expect(seen[0].detail).toEqual({ count: 4 });
    expect(seen[0].bubbles).toBe(true);
    expect(seen[0].composed).toBe(true);
    expect(seen[0].target).toBe(el);
  });

  it('picks up properties set before the element was defined (upgrade)', async () => {
    tagCounter += 1;
    const tag = `hd-probe-${tagCounter}` as const;
    const el = document.createElement(tag) as HTMLElement & ProbeProps;
    el.label = 'early';
    el.count = 9;
    document.body.append(el);
    defineElement<ProbeProps>({ tag, component: Probe, props: { label: 'string', count: 'number' }, styles: '' });
    await waitFor(() => expect(inner(el).textContent).toBe('early:9'));
    el.count = 10;
    await waitFor(() => expect(inner(el).textContent).toBe('early:10'));
  });

  it('defines a tag once and warns when another version holds it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = defineProbe();
    const first = customElements.get(tag);
    expect(defineElement<ProbeProps>({ tag, component: Probe, props: {}, styles: '' })).toBe(first);
    expect(warn).not.toHaveBeenCalled();

    class Older extends HTMLElement {
      static hdVersion = '0.0.1';
    }
    customElements.define('hd-probe-taken', Older);
    expect(defineElement<ProbeProps>({ tag: 'hd-probe-taken', component: Probe, props: {}, styles: '' })).toBe(Older);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('@healthdeck/widgets 0.0.1');
    expect(warn.mock.calls[0][0]).toContain(WIDGETS_VERSION);
  });
});
