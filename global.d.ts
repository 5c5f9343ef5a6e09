import type messages from './messages/de.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: 'de';
    Messages: typeof messages;
  }
}

// react-masonry-css 1.0.16 passes `columnAttrs` to its column elements (its README and source);
// its own types leave the prop out.
declare module 'react-masonry-css' {
  interface MasonryProps {
    columnAttrs?: React.HTMLAttributes<HTMLDivElement>;
  }
}
