/*
 * Wraps @theme-original/Navbar with an empty element after it: the page template's head script
 * holds the first paint until the parser has passed that element (src/config/ssrTemplate.ts), so no
 * paint shows half of the navbar.
 */
import React, { type ReactNode } from 'react';
import Navbar from '@theme-original/Navbar';
import { NAVBAR_END_ID } from '@site/src/lib/navbarEnd';

export default function NavbarWrapper(): ReactNode {
  return (
    <>
      <Navbar />
      <span id={NAVBAR_END_ID} hidden />
    </>
  );
}
