import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@healthdeck/widgets';

/**
 * The key just created, shown this once: only its hash is stored, so it can never be shown again.
 * The admin copies it (or selects it) and closes the box, which forgets it.
 */
export function NewKeySecret({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
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
      <h3 id={titleId}>New key “{label}”</h3>
      <p>
        <strong>Copy this key now: it is shown only once.</strong> Keep it on the partner's server (an environment variable or a secret store), never in a web page.
      </p>
      <label htmlFor={inputId} className="hd-field__label">
        Partner API key
      </label>
      <div className="hd-partner-key-secret__row">
        <input id={inputId} className="hd-field__input hd-partner-key-secret__value" readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" onClick={() => void copy()}>
          Copy key
        </Button>
        <Button type="button" variant="outlined" color="gray" onClick={onDone}>
          I have stored it
        </Button>
      </div>
      <p role="status" className="hd-partner-key-secret__status">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The browser did not allow copying: select the key and copy it yourself.' : ''}
      </p>
    </section>
  );
}
