import { Heading, Text } from 'shared-kernel/primer';
import { useLocation } from 'react-router-dom';
import { useSession } from 'shared-kernel/react';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

/** GitLab's words when a signed-out visitor asks for what needs an account. */
export const SIGN_IN_REQUIRED = 'You need to sign in or sign up before continuing.';

/** Signed out: the way to sign in and come back here. */
export function SignInPrompt() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const back = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className="page blankslate" role="region" aria-labelledby="sign-in-required">
      <Heading as="h1" id="sign-in-required" variant="medium">
        {SIGN_IN_REQUIRED}
      </Heading>
      <Text as="p">This page may be private: sign in to see it if you have access.</Text>
      <a href={`/users/sign_in?redirect=${encodeURIComponent(back)}`}>Sign in</a>
    </div>
  );
}

/**
 * What a page whose subject the API does not show (404) becomes: the 404 page, or the sign-in prompt
 * for a signed-out visitor (the subject may be private), as GitLab does.
 */
export function MissingPage() {
  const session = useSession();
  return session.user ? <NotFoundPage /> : <SignInPrompt />;
}
