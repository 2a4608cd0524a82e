import { useState, type FormEvent } from 'react';
import { Button, Flash, FormControl, Heading, TextInput, Text } from 'shared-kernel/primer';
import { useLocation, useNavigate } from 'react-router-dom';
import { signIn } from 'shared-kernel/api';
import { useSignUpSettings } from '../features/registration/api/signUp';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export function SignInPage() {
  useDocumentTitle('Sign in');
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signUp = useSignUpSettings();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await signIn(login, password);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong on our end.');
      setSubmitting(false);
    }
  };

  return (
    <div className="sign-in">
      <Heading as="h1" variant="medium">
        Sign in
      </Heading>
      {error && <Flash variant="danger" role="alert">{error}</Flash>}
      <form onSubmit={submit} aria-label="Sign in">
        <FormControl required>
          <FormControl.Label>Username or primary email</FormControl.Label>
          <TextInput block name="user[login]" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
        </FormControl>
        <FormControl required>
          <FormControl.Label>Password</FormControl.Label>
          <TextInput block type="password" name="user[password]" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormControl>
        <Button type="submit" variant="primary" block disabled={submitting || !login || !password}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {signUp.data?.signup_enabled && (
        <Text as="p" size="small">
          Don&apos;t have an account yet? <a href="/users/sign_up">Register now</a>
        </Text>
      )}
      <Text as="p" size="small" className="meta">
        Demo accounts are listed in the README.
      </Text>
    </div>
  );
}
