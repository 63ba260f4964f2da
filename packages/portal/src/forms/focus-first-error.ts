/**
 * After a refused submit, put the keyboard on the first field (in form order) that has an error,
 * so a keyboard or screen-reader user lands on what needs fixing.
 */
export function focusFirstError(form: HTMLFormElement | null, errors: Partial<Record<string, string>>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] !== undefined && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
