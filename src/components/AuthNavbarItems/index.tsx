import React, { type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useAuth } from '@site/src/auth/context';
import TenantPicker from '@site/src/components/TenantPicker';
import styles from './styles.module.css';

interface Props {
  mobile?: boolean;
  className?: string;
}

function itemClass(mobile: boolean | undefined, className: string | undefined): string {
  return clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', 'clean-btn', className);
}

/**
 * "Sign in" for readers who are not signed in. While the silent sign-in check
 * runs, its place is kept (hidden and inert) so the navbar does not shift. When
 * the identity server cannot be used (down, or refusing this site), the slot
 * says that sign-in is unavailable; the console has the cause.
 */
export function SignInNavbarItem({ mobile, className }: Props): ReactNode {
  const { status, available, login } = useAuth();
  if (status === 'authenticated') return null;
  if (!available) {
    const note = (
      <span className={clsx(mobile ? 'menu__link' : 'navbar__item', styles.unavailable, className)}>
        Sign-in unavailable
      </span>
    );
    return mobile ? <li className="menu__list-item">{note}</li> : note;
  }
  const pending = status === 'initialising';
  const button = (
    <button
      type="button"
      className={clsx(itemClass(mobile, className), styles.button)}
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

/** "Sign out", in the signed-in slot on the right of the navbar, after the tenant picker. */
export function SignOutNavbarItem({ mobile, className }: Props): ReactNode {
  const { status, logout } = useAuth();
  if (status !== 'authenticated') return null;
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    logout();
  };
  const link = (
    <a href="#sign-out" role="button" className={itemClass(mobile, className)} onClick={onClick}>
      Sign out
    </a>
  );
  return mobile ? (
    <>
      <li className="menu__list-item">
        <TenantPicker mobile />
      </li>
      <li className="menu__list-item">{link}</li>
    </>
  ) : (
    <>
      <TenantPicker />
      {link}
    </>
  );
}
