// A worker that every page starts as its HTML is parsed (plugins/staged-client-entry). The first `localeCompare` in
// a page loads the browser's collation data, which Chromium then shares between the page's threads: loaded here, on
// a thread of its own and early, it is ready when the app makes its first call during hydration.
'a'.localeCompare('b');
close();
