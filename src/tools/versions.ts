/** The Overture libraries the live tools run in the browser (a unit test keeps these equal to the installed packages). */
export const ARRANGER_SERVER_VERSION = '3.0.4';
export const LECTERN_DICTIONARY_VERSION = '2.0.0';
export const LECTERN_VALIDATION_VERSION = '2.0.0';
