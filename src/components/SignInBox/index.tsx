import { useState } from 'react';
import clsx from 'clsx';
import { useOptionalAuth } from '@site/src/features/auth/AuthProvider';
import { initialsAvatar } from '@site/src/features/auth/avatar';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  className?: string;
}

function LogoutIcon(): React.ReactElement {
  return (
    <svg className={styles.logoutIcon} viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 4h-4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4v-2h-4V6h4zm5.6 3.4-1.4 1.4 2.2 2.2H9v2h7.4l-2.2 2.2 1.4 1.4L20.2 12z"
      />
    </svg>
  );
}

/** The sign-in box of the navbar: 'Sign in' when anonymous; picture, e-mail tooltip and logout when signed in. */
export default function SignInBox({ mobile, className }: Props): React.ReactElement | null {
  const auth = useOptionalAuth();
  const [pictureFailed, setPictureFailed] = useState(false);
  if (!auth || auth.state.status === 'disabled') return null;
  const { state, signIn, signOut } = auth;

  const wrapperClass = clsx(mobile ? ['menu__list-item', styles.menuItem] : 'navbar__item', styles.box, className);
  // In the mobile menu the box is an item of the menu's list.
  const Wrapper = mobile ? 'li' : 'div';
  if (state.status !== 'signedIn') {
    return (
      <Wrapper className={wrapperClass}>
        <button
          type="button"
          // In the menu, a full-size button as wide as the menu's links; in the bar, a small one.
          className={clsx('button button--outline button--primary', mobile ? 'button--block' : 'button--sm')}
          onClick={() => void signIn()}
          disabled={state.status === 'working'}
        >
          Sign in
        </button>
      </Wrapper>
    );
  }

  const { user } = state;
  const label = user.email ?? user.name ?? 'Signed-in user';
  const picture = user.picture && !pictureFailed ? user.picture : initialsAvatar(user.name, user.email);
  return (
    <Wrapper className={wrapperClass}>
      <span
        className={styles.profile}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tab stop, so that keyboard users see the e-mail tooltip pointer users get on hover
        tabIndex={0}
        role="img"
        aria-label={`Signed in as ${label}`}
        data-tooltip={label}
      >
        <img
          className={styles.picture}
          src={picture}
          alt=""
          height={36}
          width={36}
          referrerPolicy="no-referrer"
          onError={() => setPictureFailed(true)}
        />
        <span className={styles.tooltip} role="tooltip">
          {label}
        </span>
      </span>
      <button
        type="button"
        className={styles.logout}
        onClick={() => void signOut()}
        aria-label="Sign out"
        title="Sign out"
      >
        <LogoutIcon />
      </button>
    </Wrapper>
  );
}
