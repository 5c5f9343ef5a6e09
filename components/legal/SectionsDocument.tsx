import type { ReactNode } from 'react';
import type { LegalSection } from '@/lib/content';
import Document from '@/components/layout/Document';
import DocumentSection from '@/components/layout/DocumentSection';
import PageStructuredData from '@/components/seo/PageStructuredData';

type Props = {
  title: string;
  /** The page's address, for its breadcrumb trail. */
  path: string;
  sections: LegalSection[];
  /** What the page adds below a section of the owner's text, by section id. */
  extras?: Partial<Record<string, ReactNode>>;
};

/** An https address in the owner's text, without the punctuation that may follow it. */
const ADDRESS = /(https:\/\/[^\s]*[^\s.,;:!?)“"])/;

/** A paragraph of the owner's text, its https addresses as links. */
export function Paragraph({ text }: { text: string }) {
  return (
    <p>
      {text.split(ADDRESS).map((part, index) =>
        // split() with a capturing group puts the addresses at the odd positions.
        index % 2 ? (
          <a key={index} href={part}>
            {part.replace(/^https:\/\//, '')}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/**
 * A page that is a document of the owner's sections (privacy policy, travel information,
 * accessibility statement), set as a `Document`: its title, a table of contents and each section
 * with its anchor.
 */
export default function SectionsDocument({ title, path, sections, extras }: Props) {
  return (
    <Document title={title} contents={sections.map(({ id, heading }) => ({ id, heading }))}>
      <PageStructuredData trail={[{ name: title, path }]} />
      {sections.map((section) => (
        <DocumentSection key={section.id} id={section.id} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph} text={paragraph} />
          ))}
          {extras?.[section.id]}
        </DocumentSection>
      ))}
    </Document>
  );
}
