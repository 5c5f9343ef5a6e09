import { act, renderHook } from '@testing-library/react';
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '@/lib/map/consent-cookie';
import {
  hasRememberedConsent,
  rememberConsent,
  useRememberedConsent,
  withdrawConsent,
} from './consent';

const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
let written: string[];

beforeEach(() => {
  written = [];
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value) {
    written.push(value);
    cookieSetter.call(this, value);
  });
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  written = [];
});
afterEach(() => jest.restoreAllMocks());

describe('the remembered map consent', () => {
  it('is absent until the visitor chooses "immer laden"', () => {
    expect(hasRememberedConsent()).toBe(false);
    rememberConsent();
    expect(hasRememberedConsent()).toBe(true);
    expect(document.cookie).toContain('karte-zustimmung=ja');
  });

  it('is a first-party cookie for the whole site that lasts a year, sent only with same-site requests', () => {
    rememberConsent();
    expect(written).toHaveLength(1);
    const attributes = written[0]!.split('; ');
    expect(attributes).toEqual(
      expect.arrayContaining(['karte-zustimmung=ja', 'Path=/', 'SameSite=Lax']),
    );
    expect(attributes).toContain(`Max-Age=${CONSENT_MAX_AGE}`);
    expect(CONSENT_MAX_AGE).toBe(365 * 24 * 60 * 60);
    // http://localhost in the tests: no Secure flag (it is added on https).
    expect(attributes).not.toContain('Secure');
  });

  it('is gone after withdrawal', () => {
    rememberConsent();
    withdrawConsent();
    expect(hasRememberedConsent()).toBe(false);
    expect(document.cookie).not.toContain('karte-zustimmung');
  });

  it('does not count any other value of the cookie as consent', () => {
    document.cookie = 'karte-zustimmung=nein; path=/';
    expect(hasRememberedConsent()).toBe(false);
  });

  it('updates the components that show it', () => {
    const { result } = renderHook(() => useRememberedConsent());
    expect(result.current).toBe(false);
    act(() => rememberConsent());
    expect(result.current).toBe(true);
    act(() => withdrawConsent());
    expect(result.current).toBe(false);
  });
});
