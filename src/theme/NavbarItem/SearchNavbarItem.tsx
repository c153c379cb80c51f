import React, { type ReactNode } from 'react';
import SearchNavbarItem from '@theme-original/NavbarItem/SearchNavbarItem';
import type SearchNavbarItemType from '@theme/NavbarItem/SearchNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useAuth } from '@site/src/auth/context';

type Props = WrapperProps<typeof SearchNavbarItemType>;

/** The search slot is only for signed-in readers; otherwise it is empty. */
export default function SearchNavbarItemWrapper(props: Props): ReactNode {
  const { status } = useAuth();
  if (status !== 'authenticated') return null;
  return <SearchNavbarItem {...props} />;
}
