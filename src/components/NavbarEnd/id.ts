/** The id of the marker after the navbar; the site's render-blocking `rel=expect` link points to it. */
export const NAVBAR_END_ID = 'navbar-end';
