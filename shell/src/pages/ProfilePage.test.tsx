import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { sessionStore } from 'shared-kernel/api';
import { fakeRestApi, fakeSession } from 'shared-kernel/testing';
import { ProfilePage } from './ProfilePage';

const file = (size: number, name = 'face.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('the profile page’s public avatar', () => {
  it('refuses a file over 200 KiB before sending it, uploads a good one as `avatar` and reloads the session', async () => {
    fakeSession('developer');
    const load = vi.spyOn(sessionStore, 'load').mockResolvedValue(sessionStore.getSnapshot());
    onTestFinished(() => load.mockRestore());
    const sent: FormData[] = [];
    fakeRestApi(({ path, config }) => {
      if (path === '/api/v4/user/avatar' && config.method === 'put') {
        sent.push(config.data as FormData);
        return { status: 200, data: { avatar_url: 'http://localhost/uploads/-/system/user/avatar/3/face.png' } };
      }
      return { status: 404, data: {} };
    });
    render(<ProfilePage />);
    expect(screen.getByRole('region', { name: 'Public avatar' })).toHaveTextContent('You can upload your avatar here');
    const input = screen.getByLabelText('Avatar');

    fireEvent.change(input, { target: { files: [file(300 * 1024, 'big.png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('File is too big (0.29MiB). Max filesize: 200KiB.');
    expect(screen.getByRole('button', { name: 'Update profile settings' })).toBeDisabled();

    fireEvent.change(input, { target: { files: [file(1024)] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('face.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update profile settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile was successfully updated');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.get('avatar') as File).name).toBe('face.png');
    expect(load).toHaveBeenCalled();
  });

  it('shows the server’s refusal as GitLab’s full message', async () => {
    fakeSession('developer');
    fakeRestApi(() => ({ status: 400, data: { message: { avatar: ['file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp'] } } }));
    render(<ProfilePage />);
    fireEvent.change(screen.getByLabelText('Avatar'), { target: { files: [file(10, 'face.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Update profile settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Avatar file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp');
  });
});
