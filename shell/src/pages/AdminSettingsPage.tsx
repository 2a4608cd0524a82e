import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Flash, FormControl, Heading, Spinner, Text } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import { getApplicationSettings, updateApplicationSettings, type ApplicationSettings } from '../features/admin/api/applicationSettings';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.messages.join(', ') || error.message;
  return 'Something went wrong on our end.';
}

/**
 * `/admin/application_settings/general`: the Admin Area's General settings, its "Sign-up restrictions"
 * section (the instance settings this platform has). Administrators only; anyone else sees the 404
 * page, as GitLab answers them (the API refuses them too).
 */
export function AdminSettingsPage() {
  useDocumentTitle('General · Settings · Admin Area');
  const session = useSession();
  const isAdmin = Boolean(session.user?.is_admin);
  const [settings, setSettings] = useState<ApplicationSettings | null>(null);
  const [signupEnabled, setSignupEnabled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isAdmin) return undefined;
    const controller = new AbortController();
    getApplicationSettings(controller.signal).then(
      (loaded) => {
        setSettings(loaded);
        setSignupEnabled(loaded.signup_enabled);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, [isAdmin]);

  if (session.status !== 'ready' && !session.user) return <Spinner aria-label="Loading" />;
  if (!isAdmin) return <NotFoundPage />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const updated = await updateApplicationSettings({ signup_enabled: signupEnabled });
      setSettings(updated);
      setSignupEnabled(updated.signup_enabled);
      setSaved(true);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <nav aria-label="Breadcrumbs" className="meta">
        <a href="/admin">Admin Area</a> / Settings / General
      </nav>
      <Heading as="h1">General</Heading>
      {saved && (
        <Flash variant="success" role="status">
          Application settings saved successfully
        </Flash>
      )}
      {error && (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      )}
      {settings === null && !error ? (
        <Spinner aria-label="Loading settings" />
      ) : (
        <section aria-labelledby="signup-settings" className="settings-section">
          <Heading as="h2" variant="small" id="signup-settings">
            Sign-up restrictions
          </Heading>
          <Text as="p" className="meta">
            Configure the way a user creates a new account.
          </Text>
          <form onSubmit={(e) => void submit(e)} aria-label="Sign-up restrictions">
            <FormControl>
              <Checkbox name="application_setting[signup_enabled]" checked={signupEnabled} onChange={(e) => setSignupEnabled(e.target.checked)} />
              <FormControl.Label>Sign-up enabled</FormControl.Label>
              <FormControl.Caption>When enabled, any user visiting {window.location.host} will be able to create an account.</FormControl.Caption>
            </FormControl>
            <Button type="submit" variant="primary" disabled={busy || settings === null}>
              Save changes
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
