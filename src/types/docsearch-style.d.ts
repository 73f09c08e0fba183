// DocSearch ships its stylesheets as side-effect modules without types.
declare module '@docsearch/react/style';
