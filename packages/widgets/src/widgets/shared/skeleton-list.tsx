const BONES = ['a', 'b', 'c', 'd', 'e'] as const;

/** A loading placeholder of `rows` shimmering rows (at most five), announced as busy (the info card's bones). */
export function SkeletonList({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="hd-info-card__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      {BONES.slice(0, rows).map((bone) => (
        <span key={bone} className="hd-info-card__bone hd-info-card__bone--row hd-shimmer" />
      ))}
    </div>
  );
}
