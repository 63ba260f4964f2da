/** The vitals card's and history's loading placeholder (the card's size, so nothing shifts when data arrives). */
export function VitalsSkeleton({ label }: { label: string }) {
  return (
    <div className="hd-vitals__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      <span className="hd-skeleton hd-skeleton--line" />
      <span className="hd-skeleton hd-skeleton--bar" />
      <span className="hd-skeleton hd-skeleton--line" />
    </div>
  );
}
