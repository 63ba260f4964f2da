// The limits and messages of a meal (spec 000 §7.6 Meals: save). A value-only module so browser
// bundles (through '@healthdeck/contract/light') get it without zod; the daily maximums are in
// nutrition-max.ts (the tracker widget needs those alone).

/**
 * Limits of a meal (ours; the spec gives none). Pictures: JPEG, PNG or WebP up to 5 MB; a meal
 * holds 1..30 ingredients of 1..2000 grams each. Messages are shared by the server's validation
 * and the portal's own checks, so both say the same thing.
 */
export const MEAL_LIMITS = {
  nameMax: 120,
  itemsMin: 1,
  itemsMax: 30,
  gramsMin: 1,
  gramsMax: 2000,
  pictureTypes: ['image/jpeg', 'image/png', 'image/webp'],
  pictureMaxBytes: 5 * 1024 * 1024,
  messages: {
    name: 'Enter a name for the meal',
    items: 'Add between 1 and 30 ingredients',
    grams: 'Grams must be a whole number between 1 and 2000',
    pictureType: 'The picture must be a JPEG, PNG or WebP image',
    pictureSize: 'The picture must be 5 MB or smaller',
    pictureMissing: 'Choose a picture to upload',
    /** The server's answer to a picture that was not sealed in the browser. */
    pictureNotSealed: 'The picture must be encrypted in the browser before it is uploaded',
    ingredient: 'Unknown ingredient',
    picture: 'Unknown picture',
  },
} as const;

/**
 * A meal picture is sealed in the browser before upload; the server stores and serves
 * only ciphertext, and says which kind it holds in the content type it answers with: sealed under
 * the member's data key ('hd1.' bytes), or sealed by the server to the member's public key (a
 * binary OpenPGP message: pictures stored before they were sealed in the browser).
 */
export const MEAL_PICTURE_FORMATS = {
  dataKey: 'application/vnd.healthdeck.hd1',
  member: 'application/pgp-encrypted',
} as const;

/** spec 000 §8: a meal create that fails other than with 400 reads 'Failed to create meal'. */
export const MEAL_SAVE_OPERATION = 'create meal';
