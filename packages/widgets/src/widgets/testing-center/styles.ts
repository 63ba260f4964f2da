import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import input from '../../primitives/input/input.css?inline';
import unlock from '../shared/private-key-unlock.css?inline';
import clientTable from '../../primitives/client-table/client-table.css?inline';
import testingCenter from './testing-center.css?inline';

/** The testing center's sheet: tokens, button, input, the client table, and its own rules (detail card, status buttons, locked state). */
export const testingCenterStyles = [tokens, button, input, clientTable, unlock, testingCenter].join('\n');
