import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView (jsdom/jsdom#1695): there is nothing to scroll,
// so it does nothing here. Where it matters, the e2e tests check it in Chromium.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
