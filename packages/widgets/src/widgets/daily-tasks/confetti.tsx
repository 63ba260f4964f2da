// spec 001 §4: "3 or more shows 'Great job! Another day of tasks completed!' with confetti."
// Our own few dozen CSS-animated pieces: no dependency, no canvas, decorative only (aria-hidden),
// and still under prefers-reduced-motion (see daily-tasks.css).
const COLOURS = ['var(--_hd-primary)', 'var(--_hd-green)', 'var(--_hd-purple)', 'var(--_hd-star)', 'var(--_hd-red)'];
const PIECES = 28;

export function Confetti() {
  return (
    <div className="hd-daily-tasks__confetti" part="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of decorative pieces with no identity, never reordered
          key={i}
          className="hd-daily-tasks__confetti-piece"
          style={{
            left: `${(i * 37) % 100}%`,
            background: COLOURS[i % COLOURS.length],
            animationDelay: `${(i % 7) * 0.08}s`,
            animationDuration: `${1.4 + (i % 5) * 0.2}s`,
            transform: `rotate(${(i * 47) % 360}deg)`,
          }}
        />
      ))}
    </div>
  );
}
