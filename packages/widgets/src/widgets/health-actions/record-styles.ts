import input from '../../primitives/input/input.css?inline';
import { adoptPartStyles } from '../../styles/part-styles';
import records from './health-records.css?inline';

/** The rules of the medications, allergies and health issues tabs and their Add forms (fields included), adopted when one of those tabs loads: put it on the section's outer element. */
export const adoptRecordStyles = adoptPartStyles([input, records].join('\n'));
