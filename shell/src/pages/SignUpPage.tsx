import { useState, type FormEvent } from 'react';
import { Button, Flash, FormControl, Heading, Spinner, Text, TextInput } from 'shared-kernel/primer';
import { useNavigate } from 'react-router-dom';
import { isApiError } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import { signUp, useSignUpSettings, type NewAccount } from '../features/registration/api/signUp';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const FIELDS: readonly { name: keyof NewAccount; label: string; type?: string; autoComplete: string }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/**
 * `/users/sign_up`: GitLab's registration form, or "Sign-up is disabled" when the operator turned
 * self-registration off (SIGNUP_ENABLED=false). A new account is signed in and taken to its dashboard.
 */
export function SignUpPage() {
  useDocumentTitle('Sign up');
  const settings = useSignUpSettings();
  const session = useSession();
  const navigate = useNavigate();
  const [account, setAccount] = useState<NewAccount>({ name: '', username: '', email: '', password: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  if (settings.status === 'pending') return <Spinner aria-label="Loading" />;
  if (settings.status === 'error') return <Flash variant="danger">{settings.error.message}</Flash>;
  if (!settings.data.signup_enabled) {
    return (
      <div className="sign-in">
        <Heading as="h1" variant="medium">
          Sign-up is disabled
        </Heading>
        <Text as="p">An administrator has turned off registration on this instance. Ask an administrator for an account, or sign in if you have one.</Text>
        <a href="/users/sign_in">Sign in</a>
      </div>
    );
  }
  if (session.user) {
    return (
      <div className="sign-in">
        <Heading as="h1" variant="medium">
          You are signed in
        </Heading>
        <Text as="p">
          You are signed in as @{session.user.username}. <a href="/">Go to your work</a>.
        </Text>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors([]);
    try {
      await signUp(account);
      void navigate('/', { replace: true });
    } catch (caught) {
      setErrors(isApiError(caught) ? caught.messages : [caught instanceof Error ? caught.message : 'Something went wrong on our end.']);
      setSubmitting(false);
    }
  };

  return (
    <div className="sign-in">
      <Heading as="h1" variant="medium">
        Create an account
      </Heading>
      {errors.length > 0 && (
        <Flash variant="danger" role="alert">
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Flash>
      )}
      <form onSubmit={submit} aria-label="Register">
        {FIELDS.map((field) => (
          <FormControl key={field.name} required>
            <FormControl.Label>{field.label}</FormControl.Label>
            <TextInput
              block
              name={`user[${field.name}]`}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={account[field.name]}
              onChange={(event) => setAccount((current) => ({ ...current, [field.name]: event.target.value }))}
            />
            {field.name === 'password' && <FormControl.Caption>Minimum length is {settings.data.minimum_password_length} characters.</FormControl.Caption>}
          </FormControl>
        ))}
        <Button type="submit" variant="primary" block disabled={submitting}>
          {submitting ? 'Registering…' : 'Register'}
        </Button>
      </form>
      <Text as="p" size="small">
        Already have an account? <a href="/users/sign_in">Sign in</a>
      </Text>
    </div>
  );
}
