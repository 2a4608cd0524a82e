import { useRef, useState, type FormEvent } from 'react';
import { Button, Flash, Heading, Spinner, Text } from 'shared-kernel/primer';
import { isApiError, sessionStore } from 'shared-kernel/api';
import { useSession } from 'shared-kernel/react';
import { UserAvatar } from 'shared-kernel/ui';
import { avatarTooBigMessage, removeAvatar, uploadAvatar } from '../features/profile/api/avatar';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** An API refusal as GitLab's full messages (`avatar is too big…` → `Avatar is too big…`). */
function messagesOf(error: unknown): string[] {
  if (isApiError(error) && error.messages.length > 0) return error.messages.map((m) => m.charAt(0).toUpperCase() + m.slice(1));
  return ['Something went wrong on our end.'];
}

/**
 * `/-/profile`: GitLab's "Edit profile" page, its "Public avatar" section. A chosen image (at most
 * 200 KiB, checked before sending) is uploaded by "Update profile settings"; "Remove avatar" brings the
 * identicon back. The session is reloaded afterwards so the top bar shows the new avatar.
 */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status !== 'ready' && !session.user) return <Spinner aria-label="Loading" />;
  const user = session.user;
  if (!user) {
    return (
      <div className="page">
        <Flash variant="warning">
          You need to <a href={`/users/sign_in?redirect=${encodeURIComponent('/-/profile')}`}>sign in</a> to edit your profile.
        </Flash>
      </div>
    );
  }

  const choose = (chosen: File | undefined) => {
    setNotice(null);
    if (preview) URL.revokeObjectURL(preview);
    if (!chosen) {
      setFile(null);
      setPreview(null);
      return;
    }
    const tooBig = avatarTooBigMessage(chosen.size);
    if (tooBig) {
      setErrors([tooBig]);
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    setErrors([]);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const run = async (action: () => Promise<unknown>, done: string | null) => {
    setBusy(true);
    setErrors([]);
    setNotice(null);
    try {
      await action();
      await sessionStore.load();
      choose(undefined);
      if (input.current) input.current.value = '';
      setNotice(done);
    } catch (caught) {
      setErrors(messagesOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void run(() => uploadAvatar(file), 'Profile was successfully updated');
  };

  const remove = () => {
    if (!window.confirm('Avatar will be removed. Are you sure?')) return;
    // GitLab's AvatarsController#destroy redirects back without a flash: the identicon is the answer.
    void run(() => removeAvatar(), null);
  };

  const hasAvatar = Boolean(user.avatar_url);
  return (
    <div className="page">
      <Heading as="h1">Edit profile</Heading>
      {notice && (
        <Flash variant="success" role="status">
          {notice}
        </Flash>
      )}
      {errors.length > 0 && (
        <Flash variant="danger" role="alert">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Flash>
      )}
      <form onSubmit={submit} aria-label="Edit profile">
        <section aria-labelledby="public-avatar" className="profile-section">
          <Heading as="h2" variant="small" id="public-avatar">
            Public avatar
          </Heading>
          <Text as="p" className="meta">
            {hasAvatar ? 'You can change your avatar here' : 'You can upload your avatar here'}
          </Text>
          <div className="profile-avatar">
            {preview ? (
              <img src={preview} alt="New avatar preview" width={96} height={96} style={{ borderRadius: '50%', objectFit: 'cover' }} />
            ) : (
              <UserAvatar entity={{ id: user.id, name: user.name, avatarUrl: user.avatar_url }} size={96} alt="Current avatar" />
            )}
            <div>
              <Heading as="h3" variant="small">
                Upload new avatar
              </Heading>
              <div className="profile-avatar-choose">
                <Button type="button" onClick={() => input.current?.click()}>
                  Choose file...
                </Button>
                <span>{file ? file.name : 'No file chosen.'}</span>
                <input ref={input} type="file" accept="image/*" hidden aria-label="Avatar" name="user[avatar]" onChange={(e) => choose(e.target.files?.[0])} />
              </div>
              <Text as="p" className="meta">
                The maximum file size allowed is 200KiB.
              </Text>
              {hasAvatar && (
                <Button type="button" variant="danger" onClick={remove} disabled={busy}>
                  Remove avatar
                </Button>
              )}
            </div>
          </div>
        </section>
        <Button type="submit" variant="primary" disabled={busy || !file}>
          Update profile settings
        </Button>
      </form>
    </div>
  );
}
