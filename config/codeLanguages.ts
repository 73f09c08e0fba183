/**
 * Languages of code blocks. Prism (through prism-react-renderer) highlights a
 * default set; the site adds only the ones its pages use, because each one
 * adds to the highlighter that browsers load for code drawn after a
 * client-side navigation (plugins/code-highlighting). The content check
 * rejects a code block in a language that would silently stay unhighlighted.
 */

/** Added to prism-react-renderer's default set (names from prismjs/components). */
export const ADDITIONAL_PRISM_LANGUAGES = ['bash', 'properties', 'http'];

/** Blocks that are not code: shown as plain text, or drawn (mermaid). */
export const PLAIN_BLOCK_LANGUAGES = ['text', 'tsv', 'csv', 'bibtex', 'mermaid'];
