import { useHostNavigate } from '../provider/host-navigate';
import { hostNavigation } from '../widgets/shared/host-navigation';
import { useMessages } from '../i18n/language';
import { testingCenterMessages } from './messages';

/** A member with no kit: 'You have no test kits yet.' and the register link, through the host's navigation (the testing center, the test detail widget). */
export function NoKitYet({ registerHref, className }: { registerHref: string; className: string }) {
  const t = useMessages(testingCenterMessages);
  const navigate = useHostNavigate();
  return (
    <p className={className} part="empty">
      {t.noKits}{' '}
      <a href={registerHref} onClick={hostNavigation(navigate ? () => navigate(registerHref) : undefined)}>
        {t.registerLink}
      </a>
    </p>
  );
}
