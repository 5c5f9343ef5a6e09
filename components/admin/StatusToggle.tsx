'use client';

import { useEffect, useRef } from 'react';
import { announce } from '@/components/layout/announce';
import { setDone } from './actions';

type Props = {
  id: string;
  done: boolean;
  /** The button's text for the current status ("Als erledigt markieren" / "Wieder öffnen"). */
  label: string;
  /** What is announced once the status has changed ("Status: erledigt"). */
  changed: string;
};

/**
 * The message whose status was just changed from this page. Module state, as the action's
 * redirect renders the page anew (its components start without state).
 */
let changedId: string | undefined;

/**
 * Marks a message done or open again. After the change the focus is back on the button (which now
 * offers the opposite) and the new status is announced. Without JavaScript it is a plain form POST
 * that reloads the page.
 */
export default function StatusToggle({ id, done, label, changed }: Props) {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (changedId !== id) return;
    changedId = undefined;
    button.current?.focus();
    announce(changed);
  }, [id, done, changed]);

  return (
    <form
      action={(form) => {
        changedId = id;
        return setDone(form);
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="erledigt" value={done ? 'nein' : 'ja'} />
      <button ref={button} type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
