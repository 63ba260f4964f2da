import tokens from './tokens.css?inline';
import button from '../primitives/button/button.css?inline';
import input from '../primitives/input/input.css?inline';
import toast from '../primitives/toast/toast.css?inline';
import tooltip from '../primitives/tooltip/tooltip.css?inline';
import calorieProgress from '../primitives/calorie-progress/calorie-progress.css?inline';
import nutrientProgress from '../primitives/nutrient-progress/nutrient-progress.css?inline';
import tabs from '../primitives/tabs/tabs.css?inline';
import pagination from '../primitives/pagination/pagination.css?inline';
import { modalStyles } from './modal-styles';

/** Every primitive's sheet but the Modal's, with the theme tokens (adopt `modalStyles` where dialogs load). */
export const primitiveStylesWithoutModal = [tokens, button, input, toast, tooltip, calorieProgress, nutrientProgress, tabs, pagination].join('\n');

// Pure: a bundle that uses only the sheet without the Modal's leaves the Modal's sheet to the chunk that adopts it.
/** Every primitive's sheet, with the theme tokens. */
export const primitiveStyles = /* @__PURE__ */ [primitiveStylesWithoutModal, modalStyles].join('\n');
