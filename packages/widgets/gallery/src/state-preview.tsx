import { useEffect, useRef, useState } from 'react';
import { defineWidget } from '../../src/elements/define-elements';
import { setElementClientFor } from '../../src/elements/element-client';
import { widgetForTag } from '../../src/registry/widgets';
import { galleryInputs } from './element-attributes';
import { galleryClient, type GalleryState } from './gallery-states';
import type { GalleryElement } from './manifest';

export type Theme = 'light' | 'dark';

export interface StatePreviewProps {
  element: GalleryElement;
  state: GalleryState;
  theme: Theme;
  /** Called with each hd-* event the live element dispatches (names from the manifest). */
  onEvent?: (name: string, state: GalleryState) => void;
}

/**
 * One live element in one state: its own fake server and client (setElementClientFor scopes the
 * client to this preview), the gallery's inputs from the manifest, and the theme attribute.
 */
export function StatePreview({ element, state, theme, onEvent }: StatePreviewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLElement | null>(null);
  const themeRef = useRef(theme);
  themeRef.current = theme;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    const descriptor = widgetForTag(element.tag);
    if (!host) return;
    if (!descriptor) {
      setFailure(`<${element.tag}> is in custom-elements.json but not in the widget registry.`);
      return;
    }
    let cancelled = false;
    const listeners = element.events.map(({ name }) => [name, () => onEventRef.current?.(name, state)] as const);
    void Promise.all([galleryClient(state), defineWidget(descriptor)])
      .then(([client]) => {
        if (cancelled) return;
        setElementClientFor(host, client);
        const live = document.createElement(element.tag);
        const { attributes, properties } = galleryInputs(element);
        for (const [name, value] of Object.entries(attributes)) live.setAttribute(name, value);
        Object.assign(live, properties);
        live.setAttribute('theme', themeRef.current);
        for (const [name, listener] of listeners) live.addEventListener(name, listener);
        liveRef.current = live;
        host.replaceChildren(live);
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      // Removing the element unmounts its own React root: not while React is rendering this one.
      const live = liveRef.current;
      liveRef.current = null;
      queueMicrotask(() => live?.remove());
    };
  }, [element, state]);

  useEffect(() => {
    liveRef.current?.setAttribute('theme', theme);
  }, [theme]);

  return (
    <>
      <div ref={hostRef} className="gallery-preview__live" data-state={state} />
      {failure && (
        <p className="gallery-preview__failure" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
