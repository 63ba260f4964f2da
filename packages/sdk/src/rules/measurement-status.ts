// spec 001 §4 (Last measurement / kit status values) and spec 000 §3.3, §4.

/** spec 001 §4: server status pending and in_progress are both shown as pending; others pass through. */
export function measurementStatus(status: string | null | undefined): string | null {
  if (status === 'pending' || status === 'in_progress') return 'pending';
  return status ?? null;
}
