import { render, screen } from '@testing-library/react';
import { Paragraph } from './SectionsDocument';

describe("a paragraph of the owner's text", () => {
  it('shows its https addresses as links, without the punctuation after them', () => {
    render(
      <Paragraph text="Antrag nur auf https://esta.cbp.dhs.gov. Hinweise: https://www.auswaertiges-amt.de (Land „USA“)." />,
    );
    expect(screen.getByRole('link', { name: 'esta.cbp.dhs.gov' })).toHaveAttribute(
      'href',
      'https://esta.cbp.dhs.gov',
    );
    expect(screen.getByRole('link', { name: 'www.auswaertiges-amt.de' })).toHaveAttribute(
      'href',
      'https://www.auswaertiges-amt.de',
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Antrag nur auf esta.cbp.dhs.gov. Hinweise: www.auswaertiges-amt.de (Land „USA“).',
    );
  });

  it('leaves other text, and addresses without https, as text', () => {
    render(<Paragraph text="Siehe http://example.org und www.example.org." />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
