import hydration from './hydration-tracker.css?inline';
import { buttonStyles, tokenStyles } from '../../styles/primitive-styles';

/** The Hydration Tracker's sheet: tokens, the button it uses, and its own rules. */
export const hydrationTrackerStyles = [tokenStyles, buttonStyles, hydration].join('\n');
