import { useCallback } from 'react';
import { adoptStyles } from './adopt-styles';

/**
 * The sheet of a part that loads on demand (a dialog, a later step, a calendar): returns a ref for
 * any element of the part, which adopts `cssText` into the root that element renders in (the
 * element's shadow root, or the document: the portal, React use) as it mounts, before it paints.
 * Adopting the same text again is a no-op.
 */
export function usePartStyles(cssText: string): (node: Element | null) => void {
  return useCallback(
    (node: Element | null) => {
      const root = node?.getRootNode();
      // A document (9) or a shadow root (11): nodeType, as instanceof fails across realms.
      if (root && (root.nodeType === 9 || root.nodeType === 11)) adoptStyles(root as Document | ShadowRoot, cssText);
    },
    [cssText],
  );
}
