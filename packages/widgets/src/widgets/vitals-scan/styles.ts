import { vitalsSharedStyles } from '../../vitals/styles';
import scan from './vitals-scan.css?inline';

/** The scan's sheet: the vitals rules and primitives it shares with the card, and its camera rules. */
export const vitalsScanStyles = [...vitalsSharedStyles, scan].join('\n');
