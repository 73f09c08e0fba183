// Only used when the Babel loader runs (e.g. by Jest-style tooling); the
// production build uses SWC through `future.v4`.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
