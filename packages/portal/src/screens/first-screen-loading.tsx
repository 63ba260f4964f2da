import { useMessages } from '@healthdeck/widgets';
import { shellMessages } from '../shell/shell-messages.js';

/**
 * What the router shows while the first screen's code loads on a page opened straight at a lazily
 * loaded route (react-router's HydrateFallback; /sign-in, /client/vitals, the admin app): nothing
 * drawn, a status read out. Screens show their own skeletons once their code is there.
 */
export function FirstScreenLoading() {
  const t = useMessages(shellMessages);
  return (
    <p role="status" className="hd-visually-hidden">
      {t.loading}
    </p>
  );
}
