import { useMessages } from '../../i18n/language';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { questionnaireMessages } from '../shared/questionnaire/messages';

// The locked state as the nutrition form loads it: only when the member's key is not open in this
// browser (the answers can be neither opened nor saved), with its strings. The password prompt's
// own code starts loading as this part loads, not once it renders.
preloadLockedState();

/** The password prompt with the questionnaire's locked strings in the member's language. */
export default function LockedAnswers() {
  return <LockedState t={useMessages(questionnaireMessages)} />;
}
