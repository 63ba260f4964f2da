import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

// The layout preview at a member's screen width: the member page's own styles answer the width of
// the window they lay out in (their media queries), so the page is laid out in a same-origin frame
// of that width, carrying the admin's styles, and scaled down to fit the column. The widgets render
// into the frame through a portal, so they keep the admin's providers (session, language, queries).

/** The admin document's style sheets, copied into the frame whenever the head changes (styles load lazily). */
function copyStyles(into: Document): () => void {
  const sync = () => {
    into.head.replaceChildren(
      Object.assign(into.createElement('title'), { textContent: document.title }),
      ...Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]'), (node) => into.importNode(node, true)),
    );
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

export function PreviewFrame({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  // The frame's body, or 'inline' where the frame has no document of its own to lay out in (a DOM
  // without frames): the page is then shown in place, at the column's width.
  const [body, setBody] = useState<HTMLElement | 'inline' | null>(null);
  const [room, setRoom] = useState(width);
  const [height, setHeight] = useState(480);

  useEffect(() => {
    if (!frame) return;
    const doc = frame.contentDocument;
    if (!doc?.body) {
      setBody('inline');
      return;
    }
    doc.documentElement.lang = document.documentElement.lang;
    doc.body.style.margin = '0';
    const stop = copyStyles(doc);
    setBody(doc.body);
    // The frame's own observer: its body is laid out by the frame's window.
    const Observer = (frame.contentWindow as (Window & { ResizeObserver?: typeof ResizeObserver }) | null)?.ResizeObserver ?? ResizeObserver;
    const observer = new Observer(() => setHeight(Math.max(200, doc.body.scrollHeight)));
    observer.observe(doc.body);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [frame]);

  useEffect(() => {
    const node = outer.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setRoom(node.clientWidth || width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [width]);

  if (body === 'inline') return <div className="hd-preview-frame hd-preview-frame--inline">{children}</div>;
  const scale = Math.min(1, room / width);
  return (
    <div ref={outer} className="hd-preview-frame" style={{ height: Math.ceil(height * scale) }}>
      <iframe ref={setFrame} title={title} className="hd-preview-frame__frame" style={{ width, height, transform: `scale(${scale})` }} />
      {body ? createPortal(children, body) : null}
    </div>
  );
}
