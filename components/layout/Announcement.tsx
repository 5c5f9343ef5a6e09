'use client';

import { useEffect } from 'react';
import { announce } from './announce';

/** Announces `text` once when it appears (see `announce`); shows nothing itself. */
export default function Announcement({ text }: { text: string }) {
  useEffect(() => announce(text), [text]);
  return null;
}
