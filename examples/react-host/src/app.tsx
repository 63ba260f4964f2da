import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { adoptStyles, Button, HealthDeckProvider, Input, primitiveStyles } from '@healthdeck/widgets';
import { HydrationTracker, type HydrationChangeDetail, hydrationTrackerStyles } from '@healthdeck/widgets/hydration-tracker';
import { MoodTracker, moodTrackerStyles } from '@healthdeck/widgets/mood-tracker';
import { signIn, signOut } from '@healthdeck/sdk';
import { healthDeck } from './healthdeck';

// The widgets' sheets are plain CSS text: adopted once into the document, they style the React
// components; the host's theme (theme.css) sets their --hd-* custom properties.
for (const css of [primitiveStyles, hydrationTrackerStyles, moodTrackerStyles]) adoptStyles(document, css);

export function App() {
  const session = useSyncExternalStore(
    (changed) => healthDeck.$session.listen(changed),
    () => healthDeck.$session.get(),
  );
  const [lastChange, setLastChange] = useState<HydrationChangeDetail | null>(null);
  return (
    <HealthDeckProvider client={healthDeck} language="en" navigate={(path) => window.location.assign(path)}>
      <main className="harbour-widgets">
        <h1>Harbour Health</h1>
        {session ? (
          <>
            <HydrationTracker goal={64} onChange={setLastChange} />
            {lastChange ? (
              <p aria-live="polite">
                Logged: {lastChange.totalOunces} of {lastChange.goal} oz today.
              </p>
            ) : null}
            <MoodTracker />
            <Button variant="outlined" onClick={() => void signOut(healthDeck)}>
              Sign out
            </Button>
          </>
        ) : (
          <SignIn />
        )}
      </main>
    </HealthDeckProvider>
  );
}

function SignIn() {
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError('');
    try {
      await signIn(healthDeck, { email: String(data.get('email')), password: String(data.get('password')) });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form onSubmit={submit}>
      <Input label="Email" name="email" type="email" autoComplete="username" required />
      <Input label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit">Sign in</Button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
