const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text can be a uuid column's value: anything else finds nothing, rather than a cast error (500). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
