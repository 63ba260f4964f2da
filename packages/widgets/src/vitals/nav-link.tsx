import type { ReactNode } from 'react';
import { useHostNavigate } from '../provider/host-navigate';
import { hostNavigation } from '../widgets/shared/host-navigation';

/** A button-styled link to a portal route, through the host's navigation when it gives one. */
export function NavLink({ href, variant = 'filled', children }: { href: string; variant?: 'filled' | 'outlined'; children: ReactNode }) {
  const navigate = useHostNavigate();
  return (
    <a className={`hd-button hd-button--${variant} hd-button--blue`} part="button" href={href} onClick={hostNavigation(navigate ? () => navigate(href) : undefined)}>
      <span className="hd-button__label">{children}</span>
    </a>
  );
}
