import input from '../../primitives/input/input.css?inline';
import unlock from './private-key-unlock.css?inline';
import { adoptPartStyles } from '../../styles/part-styles';
import { PrivateKeyUnlock, type PrivateKeyUnlockStrings, type UnlockHeadingLevel } from './private-key-unlock';

const adopt = adoptPartStyles([input, unlock].join('\n'));

/** The locked state as LockedState loads it: the password prompt with its field's and its own rules. */
export default function PrivateKeyUnlockPart({ t, headingLevel }: { t: PrivateKeyUnlockStrings; headingLevel?: UnlockHeadingLevel }) {
  return (
    <div ref={adopt} className="hd-unlock-part">
      <PrivateKeyUnlock t={t} headingLevel={headingLevel} />
    </div>
  );
}
