import { useEffect, useId, useRef, useState } from 'react';
import { Button, useMessages } from '@healthdeck/widgets';
import { partnerKeysMessages } from './messages.js';

/**
 * The key just created, shown this once: only its hash is stored, so it can never be shown again.
 * The admin copies it (or selects it) and closes the box, which forgets it.
 */
export function NewKeySecret({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const t = useMessages(partnerKeysMessages);
  const titleId = useId();
  const inputId = useId();
  const box = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // Focus moves to the box, so a keyboard or screen-reader user lands on the key.
  useEffect(() => box.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section ref={box} tabIndex={-1} className="hd-partner-key-secret" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.secretTitle(label)}</h3>
      <p>
        <strong>{t.secretWarning}</strong> {t.secretKeep}
      </p>
      <label htmlFor={inputId} className="hd-field__label">
        {t.secretLabel}
      </label>
      <div className="hd-partner-key-secret__row">
        <input id={inputId} className="hd-field__input hd-partner-key-secret__value" readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button type="button" variant="outlined" color="gray" onClick={onDone}>
          {t.stored}
        </Button>
      </div>
      <p role="status" className="hd-partner-key-secret__status">
        {copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
      </p>
    </section>
  );
}
