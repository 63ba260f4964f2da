import { adoptStyles } from './adopt-styles';

/**
 * A ref that adopts the rules of a part loaded on demand (a later step, a dialog, a calendar, the
 * locked state) into the root it renders in: the element's shadow root, or the document when the
 * widget is placed on a portal page. It runs when React attaches the node, before the browser
 * paints it, so the part never shows unstyled; adopting the same text again is a no-op. Make it
 * once per module (`const adopt = adoptPartStyles(css)`), and put it on the part's outer element.
 */
export function adoptPartStyles(cssText: string): (node: Element | null) => void {
  return (node) => {
    const root = node?.getRootNode();
    // A document (9) or a shadow root (11): nodeType, as instanceof fails across realms.
    if (root && (root.nodeType === 9 || root.nodeType === 11)) adoptStyles(root as Document | ShadowRoot, cssText);
  };
}
