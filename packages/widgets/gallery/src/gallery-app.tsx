import { useCallback, useEffect, useState } from 'react';
import { GALLERY_STATES, STATE_LABELS, type GalleryState } from './gallery-states';
import { LOCKABLE_TAGS } from './locked-state';
import { snippet, type Documented, type DocumentedAttribute, type GalleryElement } from './manifest';
import { StatePreview, type Theme } from './state-preview';

export interface GalleryAppProps {
  elements: GalleryElement[];
  /** The product's origin, for the snippet's script URL. */
  origin: string;
  version: string;
}

const selectedFromHash = (elements: GalleryElement[]) => elements.find((e) => `#${e.tag}` === window.location.hash) ?? elements[0];

/** /docs/widgets: every element of the manifest, one at a time, live in each state, light or dark. */
export function GalleryApp({ elements, origin, version }: GalleryAppProps) {
  const [selected, setSelected] = useState(() => selectedFromHash(elements));
  const [theme, setTheme] = useState<Theme>('light');

  useEffect(() => {
    const onHash = () => setSelected(selectedFromHash(elements));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [elements]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <div className="gallery">
      <header className="gallery__header">
        <h1>HealthDeck widget gallery</h1>
        <p className="gallery__notice">
          Every widget below is live, answered by a fake server in your browser. All data shown is a <strong>gallery fixture</strong>, never a member's.
        </p>
        <fieldset className="gallery__theme">
          <legend>Theme</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => setTheme(value)} />
              {value === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
      </header>
      <nav className="gallery__nav" aria-label="Elements">
        <p className="gallery__count">{elements.length} elements</p>
        <ul>
          {elements.map((element) => (
            <li key={element.tag}>
              <a href={`#${element.tag}`} aria-current={element === selected ? 'page' : undefined}>
                {`<${element.tag}>`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="gallery__main">
        {selected ? <ElementDoc key={selected.tag} element={selected} theme={theme} origin={origin} version={version} /> : <p>custom-elements.json lists no element.</p>}
      </main>
    </div>
  );
}

function ElementDoc({ element, theme, origin, version }: { element: GalleryElement; theme: Theme; origin: string; version: string }) {
  const [events, setEvents] = useState<string[]>([]);
  const onEvent = useCallback((name: string, state: GalleryState) => setEvents((seen) => [`${name} (${STATE_LABELS[state]})`, ...seen].slice(0, 5)), []);
  const lockable = LOCKABLE_TAGS.has(element.tag);
  return (
    <article aria-labelledby="element-title">
      <h2 id="element-title">{`<${element.tag}>`}</h2>
      <p>{element.description}</p>
      <Snippet code={snippet(element.tag, origin, version)} />
      <section aria-labelledby="states-title">
        <h3 id="states-title">States</h3>
        <div className="gallery__states">
          {GALLERY_STATES.map((state) => (
            <figure key={state} className="gallery-preview" aria-labelledby={`state-${state}`}>
              <figcaption id={`state-${state}`}>
                {STATE_LABELS[state]}
                <span className="gallery-preview__tag">gallery fixture</span>
              </figcaption>
              {state === 'locked' && !lockable ? (
                <p className="gallery-preview__none">No locked state: this element reads no encrypted records.</p>
              ) : (
                <StatePreview element={element} state={state} theme={theme} onEvent={onEvent} />
              )}
              {state === 'filled' && lockable && (
                <p className="gallery-preview__none">Encrypted records open only with the member's own key, which the gallery never has: they stay locked here.</p>
              )}
            </figure>
          ))}
        </div>
        <p className="gallery__events" role="status">
          {events.length ? `Events: ${events.join(', ')}` : 'Events the live elements dispatch appear here.'}
        </p>
      </section>
      <DocTable title="Attributes" items={element.attributes} type />
      <DocTable title="Events" items={element.events} note="Each is a CustomEvent that bubbles and crosses the shadow boundary (composed)." />
      <DocTable title="CSS custom properties" items={element.cssProperties} />
      <DocTable title="Parts" items={element.parts} note="Style them with ::part(name)." />
    </article>
  );
}

function Snippet({ code }: { code: string }) {
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus('Snippet copied.');
    } catch {
      setStatus('Copying failed: select the snippet and copy it.');
    }
  }
  return (
    <section aria-labelledby="snippet-title" className="gallery__snippet">
      <h3 id="snippet-title">Snippet</h3>
      <pre>
        <code>{code}</code>
      </pre>
      <button type="button" onClick={() => void copy()}>
        Copy snippet
      </button>
      <span role="status" className="gallery__copied">
        {status}
      </span>
    </section>
  );
}

function DocTable({ title, items, type = false, note }: { title: string; items: (Documented | DocumentedAttribute)[]; type?: boolean; note?: string }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {note && items.length > 0 && <p>{note}</p>}
      {items.length === 0 ? (
        <p>None.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              {type && <th scope="col">Type</th>}
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.name}>
                <td>
                  <code>{item.name}</code>
                </td>
                {type && <td>{'type' in item ? item.type : ''}</td>}
                <td>{item.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
