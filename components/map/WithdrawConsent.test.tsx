import { fireEvent, screen } from '@testing-library/react';
import { CONSENT_COOKIE } from '@/lib/map/consent-cookie';
import { rememberConsent } from './consent';
import { renderDe } from '@/test/render';
import WithdrawConsent from './WithdrawConsent';

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('WithdrawConsent', () => {
  it('says that nothing is stored, outside the live region, and has nothing to withdraw', () => {
    renderDe(<WithdrawConsent />);
    expect(screen.getByText(/Es ist keine Einwilligung gespeichert/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Einwilligung widerrufen' })).toBeDisabled();
  });

  it('withdraws a stored choice: the cookie is deleted and the status says so', () => {
    rememberConsent();
    renderDe(<WithdrawConsent />);
    expect(screen.getByText(/Sie haben gewählt, Google Maps immer zu laden\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Einwilligung widerrufen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Einwilligung ist widerrufen');
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
    expect(screen.getByRole('button', { name: 'Einwilligung widerrufen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
