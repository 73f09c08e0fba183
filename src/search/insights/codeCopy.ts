/**
 * Marks the code blocks' copy buttons (see src/theme/CodeBlock/Buttons/CopyButton),
 * so a click on one can count as a conversion for the search result that
 * opened the page. Kept apart from the insights code, which only builds that
 * send usage events load.
 */
export const COPY_BUTTON_CLASS = 'code-copy-button';
