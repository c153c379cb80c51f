/*
 * Wraps @theme-original/Navbar with an empty element after it: until the parser has passed that
 * element, the navbar's right-hand items are hidden (src/css/custom.css), so no paint in mid-parse
 * shows half of them.
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
