import tokens from './tokens.css?inline';
import button from '../primitives/button/button.css?inline';
import input from '../primitives/input/input.css?inline';
import modal from '../primitives/modal/modal.css?inline';
import toast from '../primitives/toast/toast.css?inline';
import tooltip from '../primitives/tooltip/tooltip.css?inline';
import calorieProgress from '../primitives/calorie-progress/calorie-progress.css?inline';
import nutrientProgress from '../primitives/nutrient-progress/nutrient-progress.css?inline';
import tabs from '../primitives/tabs/tabs.css?inline';

/** Every primitive's sheet, with the theme tokens. */
export const primitiveStyles = [tokens, button, input, modal, toast, tooltip, calorieProgress, nutrientProgress, tabs].join('\n');
