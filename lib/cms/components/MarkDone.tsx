'use client';
import { useField, useForm } from '@payloadcms/ui';

/** "Als erledigt markieren": sets the message's status and saves it, in one step. */
export function MarkDone({ label }: { label: string }) {
  const { value, setValue } = useField<string>({ path: 'status' });
  const { submit } = useForm();
  if (value === 'done') return null;
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-medium"
      onClick={() => {
        setValue('done');
        void submit({ overrides: { status: 'done' } });
      }}
    >
      {label}
    </button>
  );
}
