/*
 * Extends @docusaurus/theme-classic NavbarItem/ComponentTypes (its documented
 * extension point for `custom-` navbar item types) with the sign-in items. In the
 * phone menu they are not among the main menu's items: the menu's header has
 * them, above both of its views (theme/Navbar/MobileSidebar/Header).
 */
import React, { type ReactNode } from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { SignInNavbarItem, SignOutNavbarItem } from '@site/src/components/AuthNavbarItems';

interface Props {
  mobile?: boolean;
  className?: string;
}

export default {
  ...ComponentTypes,
  'custom-signIn': (props: Props): ReactNode => (props.mobile ? null : <SignInNavbarItem {...props} />),
  'custom-signOut': (props: Props): ReactNode => (props.mobile ? null : <SignOutNavbarItem {...props} />),
};
