import { fireEvent, screen } from '@testing-library/react';
import { CONSENT_COOKIE, rememberConsent } from './consent';
import { renderDe } from '@/test/render';
import WithdrawConsent from './WithdrawConsent';

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('WithdrawConsent', () => {
  it('says that nothing is stored and has nothing to withdraw', () => {
    renderDe(<WithdrawConsent />);
    expect(screen.getByRole('status')).toHaveTextContent('Es ist keine Einwilligung gespeichert');
    const button = screen.getByRole('button', { name: 'Einwilligung widerrufen' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Es ist keine Einwilligung gespeichert');
  });

  it('withdraws a stored choice: the cookie is deleted and the status says so', () => {
    rememberConsent();
    renderDe(<WithdrawConsent />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sie haben gewählt, Google Maps immer zu laden.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Einwilligung widerrufen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Einwilligung ist widerrufen');
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
    expect(screen.getByRole('button', { name: 'Einwilligung widerrufen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
