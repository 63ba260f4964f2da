import tokens from '../../styles/tokens.css?inline';
import button from '../../primitives/button/button.css?inline';
import calorie from '../../primitives/calorie-progress/calorie-progress.css?inline';
import nutrient from '../../primitives/nutrient-progress/nutrient-progress.css?inline';
import card from '../../styles/card.css?inline';
import meals from './smart-meal-tracker.css?inline';

// Imports the sheets it needs one by one: importing the all-primitives sheet would carry every
// primitive's CSS into this element's embed chunk.
/** The Smart Meal Tracker's sheet: tokens, the button look of its link, the two rings, the shared card, and its own rules. */
export const smartMealTrackerStyles = [tokens, button, calorie, nutrient, card, meals].join('\n');
