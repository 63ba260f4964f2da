// @vitest-environment happy-dom
// The embed's and the portal's React (preact/compat with preact-ref-as-prop.ts) gives a function
// component its `ref` as a prop, as React 19 does: a form library's registered field reaches its input.
import { afterEach, expect, test } from 'vitest';
import { Component, createElement, createRef, render } from 'preact/compat';
import { giveFunctionComponentsTheirRef } from './preact-ref-as-prop';

giveFunctionComponentsTheirRef();
const host = document.createElement('div');
afterEach(() => render(null, host));

const refsSeen: unknown[] = [];
function Field(props: { ref?: unknown; name: string }) {
  refsSeen.push(props.ref);
  return createElement('input', { ...props });
}
const Select = (props: Record<string, unknown>) => createElement('select', props);
class Counter extends Component {
  render() {
    return createElement('span', null, 'one');
  }
}

test('a function component gets its ref as a prop and can pass it to its element', () => {
  const ref = createRef<HTMLInputElement>();
  render(createElement(Field, { name: 'dosage', ref }), host);
  expect(refsSeen[0]).toBe(ref);
  expect(ref.current).toBeInstanceOf(HTMLInputElement);
  expect(ref.current?.name).toBe('dosage');
});

test('a ref callback on a function component reaches the element it is passed to', () => {
  const elements: unknown[] = [];
  render(createElement(Select, { ref: (element: unknown) => elements.push(element) }), host);
  expect(elements[0]).toBeInstanceOf(HTMLSelectElement);
});

test("a class component's ref is still its instance, and an element's ref its node", () => {
  const instance = createRef<Counter>();
  const span = createRef<HTMLSpanElement>();
  render(createElement('div', null, createElement(Counter, { ref: instance } as Record<string, unknown>), createElement('span', { ref: span })), host);
  expect(instance.current).toBeInstanceOf(Counter);
  expect(span.current).toBeInstanceOf(HTMLSpanElement);
});
