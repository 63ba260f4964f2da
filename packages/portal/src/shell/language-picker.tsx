import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from '@healthdeck/sdk';
import { Button, useMessages } from '@healthdeck/widgets';
import { LANGUAGE_AUTONYMS } from './language-choice.js';
import { languageMessages } from './language-messages.js';

// The dialog (and the Modal primitive with it) loads on open, or when the pointer or focus reaches
// the button, so the first load of a page carries only the button (first-load budget).
const loadDialog = () => import('./language-picker-dialog.js');
const LanguagePickerDialog = lazy(loadDialog);

/** spec 001 §2 language picker modal: the header button showing the current language; it opens the picker. */
export function LanguagePicker() {
  const t = useMessages(languageMessages);
  const current = useStore($language);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="plain"
        color="gray"
        className="hd-topbar__language"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {t.button(LANGUAGE_AUTONYMS[current])}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <LanguagePickerDialog current={current} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
