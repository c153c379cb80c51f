import React, { type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useAuth } from '@site/src/auth/context';

interface Props {
  mobile?: boolean;
  className?: string;
}

function itemClass(mobile: boolean | undefined, className: string | undefined): string {
  return clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', 'clean-btn', className);
}

/**
 * "Sign in" for readers who are not signed in. While the silent sign-in check
 * runs, its place is kept (hidden and inert) so the navbar does not shift.
 */
export function SignInNavbarItem({ mobile, className }: Props): ReactNode {
  const { status, available, login } = useAuth();
  if (status === 'authenticated' || !available) return null;
  const pending = status === 'initialising';
  const button = (
    <button
      type="button"
      className={itemClass(mobile, className)}
      onClick={login}
      disabled={pending}
      aria-hidden={pending || undefined}
      tabIndex={pending ? -1 : undefined}
      style={pending ? { visibility: 'hidden' } : undefined}
    >
      Sign in
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : button;
}

/** "Logout", in the signed-in slot on the right of the navbar. */
export function LogoutNavbarItem({ mobile, className }: Props): ReactNode {
  const { status, logout } = useAuth();
  if (status !== 'authenticated') return null;
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    logout();
  };
  const link = (
    <a href="#logout" role="button" className={itemClass(mobile, className)} onClick={onClick}>
      Logout
    </a>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
