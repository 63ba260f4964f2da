import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * A sidebar's menu on a phone (the portal's client and admin layouts): closed at first (the page's
 * content comes first and does not move when the menu's list arrives), opened by its button,
 * closed again by Escape (focus back on the button) and by any navigation: it is open only for the
 * `pathname` it was opened on, so no effect has to close it. The host passes its router's pathname
 * (the widgets do not depend on a router). Whether the button shows is the host's CSS (below 768 px).
 */
export function useMobileMenu(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;
  return {
    open,
    /** The Menu button's ref: Escape gives it the focus back. */
    buttonRef,
    toggle: () => setOpenOn(open ? null : pathname),
    /** On the sidebar: Escape anywhere in it closes the open menu. */
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    },
  };
}
