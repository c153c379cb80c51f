/*
 * Extends @docusaurus/theme-classic NavbarItem/ComponentTypes (its documented
 * extension point for `custom-` navbar item types) with the sign-in items.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { LogoutNavbarItem, SignInNavbarItem } from '@site/src/components/AuthNavbarItems';

export default {
  ...ComponentTypes,
  'custom-signIn': SignInNavbarItem,
  'custom-logout': LogoutNavbarItem,
};
