import { restClient, sessionStore } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

/** Whether visitors may register here (the operator's SIGNUP_ENABLED), and the password rule. */
export interface SignUpSettings {
  signup_enabled: boolean;
  minimum_password_length: number;
}

/** GET /users/sign_up.json. */
export function useSignUpSettings() {
  return useQuery({ queryKey: ['shell', 'sign-up'], queryFn: async ({ signal }) => (await restClient().get<SignUpSettings>('/users/sign_up.json', { signal })).data });
}

/** The registration form's fields (GitLab's `user[…]`). */
export interface NewAccount {
  name: string;
  username: string;
  email: string;
  password: string;
}

/**
 * POST /users: creates the account and signs it in; the page's session is then reloaded (new user,
 * new CSRF token). @throws ApiError (422 with a message per field).
 */
export async function signUp(account: NewAccount): Promise<void> {
  await restClient().post('/users', { user: account });
  await sessionStore.load();
}
