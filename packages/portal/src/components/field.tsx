import { Input, type InputProps } from '@healthdeck/widgets';

/**
 * The widgets' Input with its accessible name set to exactly the label. The required asterisk sits
 * inside the <label> (aria-hidden), and Playwright's exact label match still reads it
 * ('Password*'), so without this `getByLabel('Password', { exact: true })` finds nothing.
 * Required-ness is still announced through aria-required.
 */
export function Field(props: InputProps) {
  return <Input aria-label={props.label} {...props} />;
}
