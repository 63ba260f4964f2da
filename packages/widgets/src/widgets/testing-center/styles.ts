import tokens from '../../styles/tokens.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import button from '../../primitives/button/button.css?inline';
import modal from '../../primitives/modal/modal.css?inline';
import card from '../../styles/card.css?inline';
import clientTable from '../../primitives/client-table/client-table.css?inline';
import pagination from '../../primitives/pagination/pagination.css?inline';
import kitDetailCard from '../../kits/kit-detail-card.css?inline';
import testingCenter from './testing-center.css?inline';

/** The testing center's sheet: tokens, button, the unregister dialog's modal, the info card's box (the detail card's), the client table and its pagination, the test detail card's and status buttons' rules (kit-detail-card.css) and its own; the locked state's come with it (shared/locked-state.tsx). */
export const testingCenterStyles = [tokens, button, modal, card, clientTable, pagination, demoData, kitDetailCard, testingCenter].join('\n');
