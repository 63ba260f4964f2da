import { useMessages } from '../../i18n/language';
import { PrivateKeyUnlock } from '../shared/private-key-unlock';
import { testingCenterMessages } from './messages';

/** The locked state of kit reports, in the testing center's words. */
export function UnlockForm() {
  return <PrivateKeyUnlock t={useMessages(testingCenterMessages)} />;
}
