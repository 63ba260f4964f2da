import { vitalsSharedStyles } from '../../vitals/styles';
import history from './vitals-history.css?inline';

/** The history's sheet: the vitals rules and the primitives it shares with the card, and its list and pager rules. */
export const vitalsHistoryStyles = [...vitalsSharedStyles, history].join('\n');
