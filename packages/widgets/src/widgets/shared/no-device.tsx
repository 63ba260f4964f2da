import { useQuery } from '@tanstack/react-query';
import { deviceAuthorizersQuery, type HealthDeck } from '@healthdeck/sdk';
import { useHostNavigate } from '../../provider/host-navigate';
import { hostNavigation } from './host-navigation';

/** Where a member connects a device: the Connected devices section of the profile screen. */
export const DEVICES_HREF = '/client/profile#connected-devices';

/**
 * Whether the member has no connected device (spec 000 §7.6 authorizers), asked only when `ask`:
 * Fitness and Sleep Summary ask when their records came back empty (body metrics exist only with a
 * connected device, so an empty answer is either "no device" or "a device with nothing recorded
 * yet"); Health Summary asks always, since its water score is there with or without a device.
 * `pending` while the answer is not there; a failed answer is treated as "a device" (the plain
 * empty state).
 */
export function useNoDevice(client: HealthDeck, ask: boolean): { pending: boolean; noDevice: boolean } {
  const authorizers = useQuery({ ...deviceAuthorizersQuery(client), enabled: ask, retry: false });
  if (!ask) return { pending: false, noDevice: false };
  if (authorizers.isError) return { pending: false, noDevice: false };
  if (!authorizers.data) return { pending: true, noDevice: false };
  return { pending: false, noDevice: !authorizers.data.authorizers.some((a) => a.connected) };
}

/**
 * The empty state of a widget fed by a device when none is connected: what is missing, and a link
 * to where a device is connected (through the host's navigation when it gave one).
 */
export function NoDevice({ block, message, action, href }: { block: string; message: string; action: string; href?: string }) {
  const navigate = useHostNavigate();
  const link = href && href.length > 0 ? href : DEVICES_HREF;
  return (
    <div className={`${block}__no-device`} part="no-device" data-testid="no-device">
      <p className={`${block}__empty`} part="empty">
        {message}
      </p>
      <a className={`${block}__connect hd-button hd-button--outlined`} part="connect" href={link} onClick={hostNavigation(navigate && (() => navigate(link)))}>
        {action}
      </a>
    </div>
  );
}
