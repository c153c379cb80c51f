/*
 * Wraps @docusaurus/theme-classic Navbar/MobileSidebar/Header: below the logo and close button, the
 * reader's "Sign in" or "Sign out". The header shows above both views of the phone menu (the main
 * menu and a docs page's sidebar), so a reader on a docs page finds it without going back to the
 * main menu first.
 */
import React, { type ReactNode } from 'react';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import { SignInNavbarItem, SignOutNavbarItem } from '@site/src/components/AuthNavbarItems';
import styles from './styles.module.css';

export default function NavbarMobileSidebarHeader(): ReactNode {
  return (
    <>
      <Header />
      <nav className={`menu ${styles.account}`} aria-label="Account">
        <ul className="menu__list">
          <SignInNavbarItem mobile />
          <SignOutNavbarItem mobile />
        </ul>
      </nav>
    </>
  );
}
