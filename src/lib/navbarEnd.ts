/**
 * The id of an empty element right after the navbar (src/theme/Navbar). Until the parser has passed
 * it, the style sheet hides the navbar's right-hand items (src/css/custom.css), so a paint in
 * mid-parse does not show half of them, which then move as the rest come.
 */
export const NAVBAR_END_ID = 'flp-navbar-end';
