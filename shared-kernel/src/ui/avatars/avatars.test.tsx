// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AssigneeAvatars } from './AssigneeAvatars';
import { identiconLetter, identiconVariant } from './identicon';
import { ParticipantsList } from './ParticipantsList';
import { UserAvatar } from './UserAvatar';

afterEach(cleanup);

const users = (n: number) =>
  Array.from({ length: n }, (_, index) => ({ id: index + 1, name: `User ${index + 1}`, username: `user${index + 1}`, avatar_url: `/a/${index + 1}.png`, web_url: `/user${index + 1}` }));

describe('AssigneeAvatars', () => {
  it('shows up to three assignees as profile links', () => {
    render(<AssigneeAvatars users={users(3)} />);
    const list = screen.getByRole('list', { name: 'Assignees' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/user1', '/user2', '/user3']);
    expect(screen.queryByLabelText(/more assignees/)).toBeNull();
  });

  it('turns the last slot into a +N counter', () => {
    render(<AssigneeAvatars users={users(5)} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    const counter = screen.getByLabelText('3 more assignees');
    expect(counter.textContent).toBe('+3');
    expect(counter.getAttribute('title')).toBe('User 3, User 4, User 5');
  });

  it('caps the counter at 99+ and reads camelCase users', () => {
    render(<AssigneeAvatars users={users(150).map(({ avatar_url, web_url, ...user }) => ({ ...user, avatarUrl: avatar_url, webUrl: web_url }))} />);
    expect(screen.getByLabelText('148 more assignees').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'User 1' }).getAttribute('href')).toBe('/user1');
  });
});

describe('ParticipantsList', () => {
  it('shows 8 participants, then toggles "+ N more" and "- show less"', () => {
    render(<ParticipantsList participants={users(11)} />);
    expect(screen.getByRole('heading', { name: '11 Participants' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: '+ 3 more' }));
    expect(screen.getAllByRole('link')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: '- show less' }));
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('has no toggle with 8 or fewer participants', () => {
    render(<ParticipantsList participants={users(1)} />);
    expect(screen.getByRole('heading', { name: '1 Participant' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('UserAvatar (GitLab identicons)', () => {
  it('picks gl-avatar-identicon-bg{id % 7 + 1} and the first letter without an uploaded avatar', () => {
    expect(identiconVariant(1)).toBe(2);
    expect(identiconVariant(7)).toBe(1);
    expect(identiconVariant(13)).toBe(7);
    expect(identiconVariant('gid://gitlab/User/13')).toBe(7);
    expect(identiconLetter('  ada lovelace')).toBe('A');
    expect(identiconLetter('élodie')).toBe('É');
    render(<UserAvatar entity={{ id: 13, name: 'grace', avatarUrl: null }} alt="grace" />);
    const identicon = screen.getByRole('img', { name: 'grace' });
    expect(identicon.textContent).toBe('G');
    expect(identicon.className).toContain('gl-avatar-identicon-bg7');
    expect(identicon.style.background).toBe('rgb(236, 236, 239)');
  });

  it('shows the uploaded image and falls back to the identicon when it fails to load', () => {
    render(<UserAvatar entity={{ id: 2, name: 'Bob', avatarUrl: '/uploads/bob.png' }} alt="Bob" />);
    const image = screen.getByRole('img', { name: 'Bob' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Bob' }).tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Bob' }).textContent).toBe('B');
  });

  it('assignees with names: each link shows the name and @username beside the avatar', () => {
    render(<AssigneeAvatars users={users(2).map((user) => ({ ...user, avatar_url: null }))} showNames />);
    const links = within(screen.getByRole('list', { name: 'Assignees' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['UUser 1 @user1', 'UUser 2 @user2']);
    expect(screen.getByRole('link', { name: 'User 1 @user1' }).getAttribute('href')).toBe('/user1');
  });
});
