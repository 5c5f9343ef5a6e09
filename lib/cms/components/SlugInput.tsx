'use client';
import { TextField, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui';
import type { TextFieldClientProps } from 'payload';
import { useEffect, useRef } from 'react';
import { slugify } from '@/lib/slug';

type Props = TextFieldClientProps & {
  /** The field the address follows (the title). */
  from: string;
  /** The site's address and the part before the document's address: "https://…" and "/galerie/". */
  origin: string;
  prefix: string;
  /** The words before the whole address ("Ganze Adresse"). */
  label: string;
};

/**
 * The address of a document's page, filled from its title as she types while the document is new
 * and the address is still the one the title gives (once she types an address of her own, it stays
 * hers; emptied, it follows the title again). Below it, the whole address as visitors will use it.
 * A saved document's address does not follow its title: a new address is her decision (the old one
 * then leads to the new, lib/cms/redirects.ts).
 */
export function SlugInput({ from, origin, prefix, label, ...props }: Props) {
  const path = props.path ?? props.field.name;
  const { value, setValue } = useField<string>({ path });
  const source = useFormFields(([fields]) => fields[from]?.value);
  const { id } = useDocumentInfo();
  const followed = useRef(typeof source === 'string' ? source : '');

  useEffect(() => {
    const title = typeof source === 'string' ? source : '';
    if (title === followed.current) return;
    if (!id && (!value || value === slugify(followed.current))) setValue(slugify(title));
    followed.current = title;
  }, [source, id, value, setValue]);

  return (
    <div className="slug-input">
      <TextField {...props} />
      <p className="field-description">
        {`${label}: `}
        <span className="slug-input__address">{`${origin}${prefix}${value || '…'}`}</span>
      </p>
    </div>
  );
}
