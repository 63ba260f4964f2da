import { vitalsSharedStyles } from '../vitals/styles';

/** The history's sheet: the vitals rules and the primitives it shares with the card. */
export const vitalsHistoryStyles = vitalsSharedStyles.join('\n');
