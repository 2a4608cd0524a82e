import { Button, FormControl, Heading, Link, Stack, Text, TextInput } from 'shared-kernel/primer';
import { useState, type FormEvent } from 'react';
import { isApiError, sessionStore } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import TrialWidget from '../exposes/TrialWidget';

const DEFAULT_NAMESPACE = 'gitlab-org';

function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      await sessionStore.signIn(String(form.get('login')), String(form.get('password')));
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Sign-in failed.');
    }
  };
  return (
    <form onSubmit={onSubmit} aria-label="Sign in">
      <Stack direction="horizontal" align="end" wrap="wrap">
        <FormControl>
          <FormControl.Label>Username</FormControl.Label>
          <TextInput name="login" defaultValue="owner" autoComplete="username" />
        </FormControl>
        <FormControl>
          <FormControl.Label>Password</FormControl.Label>
          <TextInput name="password" type="password" autoComplete="current-password" />
        </FormControl>
        <Button type="submit">Sign in</Button>
      </Stack>
      {error && (
        <Text as="p" role="alert" style={{ color: 'var(--fgColor-danger)' }}>
          {error}
        </Text>
      )}
    </form>
  );
}

/** The team's standalone page: the widget for a namespace of your choice, against the real API. */
export function StandalonePage() {
  const session = useSession();
  const [namespacePath, setNamespacePath] = useState(DEFAULT_NAMESPACE);

  return (
    <main style={{ padding: 'var(--base-size-24, 24px)', maxWidth: 960 }}>
      <Heading as="h1" variant="medium">
        mf-trial standalone
      </Heading>
      <Text as="p" style={{ color: 'var(--fgColor-muted)' }}>
        {__MODULE_NAME__} {__MODULE_VERSION__}
      </Text>
      {session.user ? (
        <Stack direction="horizontal" align="center">
          <Text>
            Signed in as <b>{session.user.username}</b>
          </Text>
          <Button size="small" onClick={() => void sessionStore.signOut()}>
            Sign out
          </Button>
        </Stack>
      ) : (
        <section aria-label="Sign-in hint">
          <Text as="p">
            The trial widget shows only to signed-in members of a group on a trial. <Link href="/users/sign_in">Sign in</Link> on
            the platform, or here (demo users such as <code>owner</code>, password <code>demo-password</code>).
          </Text>
          <SignInForm />
        </section>
      )}
      <FormControl style={{ marginTop: 'var(--base-size-24, 24px)' }}>
        <FormControl.Label>Namespace path</FormControl.Label>
        <FormControl.Caption>Empty: your own first trial.</FormControl.Caption>
        <TextInput value={namespacePath} onChange={(event) => setNamespacePath(event.target.value)} />
      </FormControl>
      <nav aria-label="Sidebar" style={{ width: 256, marginTop: 'var(--base-size-24, 24px)', borderRight: '1px solid var(--borderColor-default)' }}>
        <TrialWidget namespacePath={namespacePath.trim() || undefined} />
      </nav>
    </main>
  );
}
