import { useEffect, useRef, useState } from 'react';

// A table wider than a phone scrolls sideways inside its box; the member's and the admin's tables
// say so with a hint while it does.

/** Whether an element's content is wider than the element (the table wider than the screen), kept up to date as either changes size. */
export function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
