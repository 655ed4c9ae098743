/**
 * Open-redirect probes: every one of them, once a browser (or any later decoding step) reads it,
 * would leave the site. Used by the unit test of
 * safeReturnTo and by the API tests of /api/login and the sign-in form.
 */
export const OPEN_REDIRECT_PROBES = [
  "https://evil.example/",
  "http:evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "/%2e%2e//evil.example",
];
