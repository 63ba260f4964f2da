// The password form of the locked call details (the shared PrivateKeyUnlock with the input's and its
// own rules, adopted as it shows), loaded only while the member's private key is not open.
import input from '../../primitives/input/input.css?inline';
import { usePartStyles } from '../../styles/use-part-styles';
import unlock from '../shared/private-key-unlock.css?inline';
import { PrivateKeyUnlock, type PrivateKeyUnlockStrings } from '../shared/private-key-unlock';

const UNLOCK_STYLES = [input, unlock].join('\n');

export function Unlock({ t }: { t: PrivateKeyUnlockStrings }) {
  const sheet = usePartStyles(UNLOCK_STYLES);
  return (
    <div ref={sheet}>
      <PrivateKeyUnlock t={t} />
    </div>
  );
}
