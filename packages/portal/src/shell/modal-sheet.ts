import { adoptStyles, modalStyles } from '@healthdeck/widgets';

// The Modal primitive's sheet, adopted into the document by the modules that show dialogs (the
// language picker, the notifications list, the admin app), which load on open: the first load of a
// page carries no dialog code and no dialog rules (main.tsx adopts the other primitives' sheet).
// Importing this module adopts it once (adoptStyles keeps one sheet per text).
adoptStyles(document, modalStyles);
