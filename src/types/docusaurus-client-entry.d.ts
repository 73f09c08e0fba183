// Docusaurus's own browser entry, run by plugins/staged-client-entry: a module with side effects only.
declare module '@docusaurus/core/lib/client/clientEntry.js';

// The object Docusaurus's entry puts on `window.docusaurus` (prefetch and preload), set early by the same plugin.
declare module '@docusaurus/core/lib/client/docusaurus.js' {
  const docusaurus: Window['docusaurus'];
  export default docusaurus;
}
