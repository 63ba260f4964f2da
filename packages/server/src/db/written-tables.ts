import type { OperationNode } from 'kysely';

/**
 * Whether a Kysely operation node, or any node within it, names the table: how the caches' plugins
 * (admin-classes/class-cache.ts, auth/session-cache.ts) tell a statement that may change what they
 * remember as it is compiled, before it runs.
 */
export function namesTable(node: unknown, table: string): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((child) => namesTable(child, table));
  const n = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && n.table?.identifier?.name === table) return true;
  return Object.values(node).some((child) => namesTable(child, table));
}
