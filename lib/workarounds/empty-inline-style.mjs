// @ts-check
// Workaround for Next.js 16.4.6 with `experimental.inlineCss`: a client-side navigation from some
// pages to another (seen from the 404 page of /galerie/<unknown> to /suche, rendered per request)
// inserts a `<style>` without content for a CSS file, beside the `<link>` of the same file that
// applies it. The policy refuses that empty inline style (a console error; the page looks right).
// Its hash, that of the empty string, allows exactly an empty `<style>` and nothing else, so
// scripts/csp-hashes.mjs lists it among the site-wide style hashes. No upstream issue found
// (searched 2026-11-27). Let it go when the canary in e2e/workarounds.spec.ts fails, i.e. when such
// a navigation inserts no empty `<style>`.

/** The hash source of an empty `<style>` element. */
export const emptyStyleHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
