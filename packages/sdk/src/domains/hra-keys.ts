// The HRA's query keys (spec 000 §7.6; spec 001 §4): every key starts with ['hra'], so a save or a
// submit (hra-form.ts) invalidates the form and the sections' statuses at once. A module of its own:
// the sections' read and the form share the keys without bringing each other's calls.
export const HRA_KEY = ['hra'] as const;
export const HRA_FORM_KEY = ['hra', 'form'] as const;
export const HRA_SECTIONS_KEY = ['hra', 'sections'] as const;
