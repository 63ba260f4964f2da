import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
import type { LayoutArea } from './layout-state.js';

// The page layout editor's strings (English here; the other five languages in ./translations.ts).

const en = {
  /** The areas as the admin reads them (spec 000 §3.4 widget areas, spec 001 §2 where each shows). */
  areas: {
    lite_widgets: 'Lite widgets (beside the title)',
    main_content: 'Main content',
    regular_widgets: 'Regular widgets (the grid)',
    low_widgets: 'Low widgets (the lower row)',
    daily_journal: 'Daily Journal panel',
  } as Record<LayoutArea, string>,
  title: (page: string) => `Layout: ${page}`,
  titleLoading: 'Page layout',
  back: '← Pages',
  loading: 'Loading the page layout',
  instructions:
    'Drag a widget by its handle, or focus the handle and press Space to pick it up, the arrow keys to move it (up and down, and into the next or previous area), Space to drop it and Escape to cancel.',
  handle: (name: string) => `Move ${name}`,
  remove: (name: string) => `Remove ${name} from the page`,
  removeText: 'Remove',
  emptyArea: 'No widgets in this area.',
  /** Which widget types the low row takes (contract rules/widget-areas.ts). */
  lowRowTypes: (types: string) => `Short cards only: ${types}.`,
  doesNotFit: (name: string, area: string) => `${name} does not fit in ${area}.`,
  addLegend: 'Add a widget',
  addWidget: 'Widget',
  addArea: 'Area',
  addButton: 'Add to the layout',
  chooseWidget: 'Choose a widget…',
  noMoreWidgets: 'Every widget is on this page.',
  save: 'Save layout',
  discard: 'Discard changes',
  saved: 'Layout saved. Members see it on their next load.',
  unsaved: 'Unsaved changes',
  previewHeading: 'Preview',
  previewNote: 'The page as a member sees it with this layout (before programme links: a member sees only the widgets of their programmes).',
  previewEmpty: 'Nothing has been added to this page yet.',
  journalHeading: 'Daily Journal',
  unknownWidget: (id: string) => `Unknown widget ${id}`,
  tooManyWidgets: 'Only the first 500 widgets can be placed from here.',
  journalIsPanel: 'The Daily Journal is a panel: it can only go in the Daily Journal panel area.',
  firstScreenEmpty: 'Members will see no widgets on the first screen of this page: add one to the main content or the grid.',
  announcements: {
    start: (name: string, area: string, position: number, count: number) => `Picked up ${name}, position ${position} of ${count} in ${area}.`,
    over: (name: string, area: string, position: number, count: number) => `${name} is at position ${position} of ${count} in ${area}.`,
    end: (name: string, area: string, position: number, count: number) => `Dropped ${name} at position ${position} of ${count} in ${area}. Save the layout to keep it.`,
    cancel: (name: string) => `Moving ${name} was cancelled; it is back where it was.`,
    refused: (name: string, area: string) => `${name} does not fit in ${area}; it stays where it was.`,
  },
};

export type LayoutMessages = typeof en;

export const layoutMessages: Catalogue<LayoutMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
