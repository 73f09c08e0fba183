// Stands in for the theme's client module that loads Prism languages into the
// main bundle; ./tokenize registers them where Prism is actually used.
export {};
