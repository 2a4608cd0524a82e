import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Flash, FormControl, Heading, Text, TextInput } from 'shared-kernel/primer';
import { isApiError } from 'shared-kernel/api';
import { createToken, listTokens, revokeToken, type PersonalAccessToken } from '../features/personal-access-tokens/api';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** GitLab's scopes for personal access tokens, with its descriptions. */
export const SCOPES: Array<{ scope: string; description: string }> = [
  { scope: 'api', description: 'Grants complete read/write access to the API, including all groups and projects.' },
  { scope: 'read_api', description: 'Grants read access to the API, including all groups and projects.' },
  { scope: 'read_user', description: 'Grants read-only access to your profile through the /user API endpoint.' },
  { scope: 'read_repository', description: 'Grants read-only access to repositories on private projects using Git-over-HTTP.' },
  { scope: 'write_repository', description: 'Grants read-write access to repositories on private projects using Git-over-HTTP.' },
];

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.messages.join(', ') || error.message;
  return error instanceof Error ? error.message : 'Something went wrong on our end.';
}

function day(iso: string | null, none: string): string {
  return iso ? iso.slice(0, 10) : none;
}

/**
 * `/-/profile/personal_access_tokens`: the signed-in user's tokens. Create (name, scopes, expiry;
 * the secret shown once with a copy button), list the active ones and revoke.
 */
export function PersonalAccessTokensPage() {
  useDocumentTitle('Personal Access Tokens');
  const [tokens, setTokens] = useState<PersonalAccessToken[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [newToken, setNewToken] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listTokens(controller.signal).then(
      (data) => setTokens(data.active_access_tokens),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(caught) && caught.status === 401) setSignedOut(true);
        else setLoadError(messageOf(caught));
      },
    );
    return () => controller.abort();
  }, []);

  const toggleScope = (scope: string, checked: boolean) => setScopes((current) => (checked ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await createToken({ name, scopes, expires_at: expiresAt });
      setNewToken(created.new_token);
      setCopied(false);
      setTokens(created.active_access_tokens);
      setName('');
      setScopes([]);
      setExpiresAt('');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (token: PersonalAccessToken) => {
    if (!window.confirm(`Are you sure you want to revoke the ${token.name} Personal Access Token? This action cannot be undone.`)) return;
    setError(null);
    try {
      setTokens((await revokeToken(token.id)).active_access_tokens);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  const copy = async () => {
    if (!newToken) return;
    await navigator.clipboard.writeText(newToken);
    setCopied(true);
  };

  if (signedOut) {
    return (
      <div className="page">
        <Flash variant="warning">
          You need to <a href={`/users/sign_in?redirect=${encodeURIComponent('/-/profile/personal_access_tokens')}`}>sign in</a> to manage personal access tokens.
        </Flash>
      </div>
    );
  }

  return (
    <div className="page">
      <Heading as="h1">Personal Access Tokens</Heading>
      <Text as="p" className="meta">
        You can generate a personal access token for each application you use that needs access to the GitLab API.
      </Text>
      {newToken && (
        <Flash variant="success" role="status" aria-label="Your new personal access token">
          <Text as="p">Your new personal access token has been created. Make sure you save it - you won&apos;t be able to access it again.</Text>
          <TextInput readOnly aria-label="Your new personal access token" value={newToken} monospace block onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy personal access token'}</Button>
        </Flash>
      )}
      {error && (
        <Flash variant="danger" role="alert">
          {error}
        </Flash>
      )}
      <form onSubmit={(e) => void submit(e)} aria-label="Add a personal access token">
        <Heading as="h2" variant="small">
          Add a personal access token
        </Heading>
        <FormControl required>
          <FormControl.Label>Token name</FormControl.Label>
          <TextInput block name="personal_access_token[name]" value={name} onChange={(e) => setName(e.target.value)} maxLength={255} />
        </FormControl>
        <FormControl>
          <FormControl.Label>Expiration date</FormControl.Label>
          <TextInput type="date" name="personal_access_token[expires_at]" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </FormControl>
        <fieldset>
          <legend>Select scopes</legend>
          {SCOPES.map(({ scope, description }) => (
            <FormControl key={scope}>
              <Checkbox value={scope} checked={scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />
              <FormControl.Label>{scope}</FormControl.Label>
              <FormControl.Caption>{description}</FormControl.Caption>
            </FormControl>
          ))}
        </fieldset>
        <Button type="submit" variant="primary" disabled={busy || !name.trim() || scopes.length === 0}>
          Create personal access token
        </Button>
      </form>
      <section aria-labelledby="active-tokens">
        <Heading as="h2" variant="small" id="active-tokens">
          Active personal access tokens ({tokens?.length ?? 0})
        </Heading>
        {loadError && <Flash variant="danger">{loadError}</Flash>}
        {tokens === null && !loadError ? (
          <Text as="p" className="meta">
            Loading…
          </Text>
        ) : tokens && tokens.length === 0 ? (
          <Text as="p" className="meta">
            This user has no active personal access tokens.
          </Text>
        ) : (
          <table aria-label="Active personal access tokens">
            <thead>
              <tr>
                <th>Token name</th>
                <th>Scopes</th>
                <th>Created</th>
                <th>Last Used</th>
                <th>Expires</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {(tokens ?? []).map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>{token.scopes.join(', ')}</td>
                  <td>{day(token.created_at, '')}</td>
                  <td>{day(token.last_used_at, 'Never')}</td>
                  <td>{day(token.expires_at, 'Never')}</td>
                  <td>
                    <Button variant="danger" size="small" onClick={() => void revoke(token)} aria-label={`Revoke ${token.name}`}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
