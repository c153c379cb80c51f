/**
 * The id of an empty element right after the navbar (src/theme/Navbar): the page template's head
 * script holds the first paint until the parser has passed it (src/config/ssrTemplate.ts).
 */
export const NAVBAR_END_ID = 'flp-navbar-end';
