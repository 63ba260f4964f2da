/**
 * A padlock in the text's colour, one em square, before a locked state's title. It replaces the 🔒
 * emoji, which showed as an empty box where no colour-emoji font is installed (Debian's Chromium,
 * many Linux desktops). Decorative: the title says what is locked.
 */
export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em', marginInlineEnd: '0.3em' }}>
      <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
