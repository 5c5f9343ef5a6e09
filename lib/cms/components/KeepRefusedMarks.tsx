'use client';
import { useAllFormFields, useDocumentInfo } from '@payloadcms/ui';
import { useEffect, useRef } from 'react';
import { noRefusedMarks, refusedMarks } from '@/lib/workarounds/payload-refused-marks';

/**
 * In each edit view (Payload's `beforeDocumentControls` slot, inside the form): marks again the
 * fields a save was refused for when a late answer of Payload's unmarked them unchanged
 * (lib/workarounds/payload-refused-marks.ts). Renders nothing.
 */
export function KeepRefusedMarks() {
  const [fields, dispatchFields] = useAllFormFields();
  // Changes with each save that succeeded (not with the document's lock, unlike lastUpdateTime).
  const savedAt = useDocumentInfo().savedDocumentData?.updatedAt;
  const memory = useRef(noRefusedMarks);
  // A save that succeeded settles every field: a mark from before it is not to be kept.
  useEffect(() => {
    memory.current = { ...memory.current, refused: new Map() };
  }, [savedAt]);
  useEffect(() => {
    const { lost, ...next } = refusedMarks(memory.current, fields);
    memory.current = next;
    if (lost.length) dispatchFields({ type: 'ADD_SERVER_ERRORS', errors: lost });
  }, [fields, dispatchFields]);
  return null;
}
