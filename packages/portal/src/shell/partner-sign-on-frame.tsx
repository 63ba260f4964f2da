import { useMutation, useQuery } from '@tanstack/react-query';
import { moreActiveFrameRenderedMutation, partnerSignOnFrameUrl, ssoLoginQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { useSession } from '../hooks/use-session.js';
import { shellMessages } from './shell-messages.js';

/**
 * spec 001 §3, §4 "Single sign-on session": a hidden frame loads the partner's (MoreActive) sign-on
 * url once per signed-in session, so the partner site knows the member when they open it. The login
 * is fetched again when its expires_at passes (ssoLoginQuery); an expired url is never loaded. Staff
 * acting as a member load none: the partner would take them for the member.
 */
export function PartnerSignOnFrame() {
  const t = useMessages(shellMessages);
  const sdk = useHealthDeck();
  const account = useAccount();
  const impersonating = useSession()?.impersonation !== undefined;
  const wanted = account.data?.renderedMoreActiveIframe === false && !impersonating;
  const login = useQuery({ ...ssoLoginQuery(sdk), enabled: wanted, retry: false });
  const rendered = useMutation(moreActiveFrameRenderedMutation(sdk));
  const url = wanted ? partnerSignOnFrameUrl({ rendered: false, impersonating, login: login.data?.sso_login, now: new Date() }) : null;
  if (!url) return null;
  return (
    <iframe
      className="hd-partner-sign-on"
      title={t.partnerSignOnFrame}
      src={url}
      hidden
      aria-hidden="true"
      tabIndex={-1}
      referrerPolicy="no-referrer"
      onLoad={() => {
        if (!rendered.isPending && !rendered.isSuccess) rendered.mutate();
      }}
    />
  );
}
