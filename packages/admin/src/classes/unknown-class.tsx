import { Link } from 'react-router';

/** A classkey the contract does not know (a mistyped address). */
export function UnknownClass({ name }: { name: string | undefined }) {
  return (
    <div className="hd-page">
      <h1>Unknown class</h1>
      <p role="alert">There is no class named “{name ?? ''}”.</p>
      <Link to="/admin">Back to the admin home</Link>
    </div>
  );
}
