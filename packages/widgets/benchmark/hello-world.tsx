// The phone-profile benchmark's yardstick (tests/benchmarks/phone-profile.ts): the least a custom
// element built like ours can cost, an r2wc element on preact/compat that asks for one JSON answer
// and shows a count with a "+" that moves it at once (optimistic) and posts the change. Built by
// vite.hello-world.config.ts with the embed's React alias, target and minifier; not shipped.
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState } from 'react';

interface CounterProps {
  src?: string;
}

function HelloWorldCounter({ src }: CounterProps) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    fetch(src, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ count: number }>)
      .then((answer) => setCount(answer.count))
      .catch(() => undefined);
    return () => controller.abort();
  }, [src]);
  const add = () => {
    setCount((current) => (current ?? 0) + 1);
    if (src) void fetch(src, { method: 'POST' });
  };
  return (
    <section aria-label="Hello world">
      {count === null ? <p aria-busy="true">…</p> : <output data-testid="hello-count">{count}</output>}
      <button type="button" onClick={add} disabled={count === null} aria-label="Add one">
        +
      </button>
    </section>
  );
}

customElements.define('hello-world-counter', r2wc(HelloWorldCounter, { shadow: 'open', props: { src: 'string' } }));
