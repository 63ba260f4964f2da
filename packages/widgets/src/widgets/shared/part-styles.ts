import { adoptStyles } from '../../styles/adopt-styles';

/**
 * A ref that adopts the rules of a lazily loaded part (a later step, a dialog, the locked state)
 * into the root it renders in: the element's shadow root, or the document when the widget is
 * placed on a portal page. It runs when React attaches the node, before the browser paints it, so
 * the part never shows unstyled; adopting the same text again is a no-op. Make it once per module.
 */
export function adoptPartStyles(cssText: string): (node: Element | null) => void {
  return (node) => {
    if (node) adoptStyles(node.getRootNode() as Document | ShadowRoot, cssText);
  };
}
