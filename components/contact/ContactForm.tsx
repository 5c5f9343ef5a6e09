'use client';

import Link from '@/components/navigation/IntentLink';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  consentValue,
  contactHandler,
  errorId,
  fieldId,
  fieldOrder,
  hintId,
  honeypotField,
  textFields,
  tokenField,
  type FieldName,
} from '@/lib/contact/fields';
import {
  errorValues,
  outcomeValues,
  type FormResult,
  type PublicOutcome,
} from '@/lib/contact/messages';
import { validateContact, valuesFromForm, type FieldErrors } from '@/lib/contact/validation';
import forms from '@/components/forms/forms.module.css';
import { useBrowserValue } from '@/lib/browser/use-browser-value';
import ErrorSummary, { focusWithLabel } from './ErrorSummary';
import styles from './ContactForm.module.css';

type Problem = Exclude<PublicOutcome, { kind: 'sent' }> | { kind: 'network' };
type Focus = { target: FieldName | 'alert' | 'sent'; attempt: number };

/** A random token per filled-in form: a resent request with it is stored only once. */
function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

async function send(form: HTMLFormElement, token: string): Promise<PublicOutcome> {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    // React's fields of the action without JavaScript (`$ACTION_…`) are not the form's.
    if (!key.startsWith('$')) body.append(key, String(value));
  }
  body.set(tokenField, token);
  const response = await fetch(contactHandler, {
    method: 'POST',
    body,
    headers: { accept: 'application/json' },
  });
  return (await response.json()) as PublicOutcome;
}

type Props = {
  /** The form's action without JavaScript (app/(site)/kontakt/actions.ts). */
  action: (previous: FormResult | undefined, data: FormData) => Promise<FormResult>;
};

/**
 * The contact form. Without JavaScript the browser checks what it can and posts the form to its
 * `action`, and the page comes back as this form with the server's result: the message, the errors
 * beside the fields, the visitor's input, the focus on the first error. With JavaScript it checks in
 * German before sending, sends to /kontakt/senden in the background, shows a pending state, ignores
 * further clicks while sending, keeps the input and moves the focus to the first error.
 */
export default function ContactForm({ action }: Props) {
  const t = useTranslations('Contact');
  const enhanced = useBrowserValue(() => true, false);
  // Set only on the page rendered after a post without JavaScript.
  const [result, formAction] = useActionState(action, undefined);
  const [errors, setErrors] = useState<FieldErrors>(
    result?.outcome.kind === 'invalid' ? result.outcome.errors : {},
  );
  const [problem, setProblem] = useState<Problem | undefined>(result?.outcome);
  const firstError = fieldOrder.find((field) => errors[field]);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [focus, setFocus] = useState<Focus>();
  const token = useRef<string>(undefined);

  useEffect(() => {
    if (!focus) return;
    focusWithLabel(fieldId(focus.target));
  }, [focus]);

  const moveFocus = (target: Focus['target']) =>
    setFocus((previous) => ({ target, attempt: (previous?.attempt ?? 0) + 1 }));

  function showProblem(next: Problem) {
    const fieldErrors = next.kind === 'invalid' ? next.errors : {};
    setErrors(fieldErrors);
    setProblem(next);
    moveFocus(fieldOrder.find((field) => fieldErrors[field]) ?? 'alert');
  }

  function startAgain() {
    setSent(false);
    moveFocus('name');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const { errors: found } = validateContact(valuesFromForm(new FormData(form)));
    if (Object.keys(found).length > 0) return showProblem({ kind: 'invalid', errors: found });

    token.current ??= newToken();
    setPending(true);
    try {
      const outcome = await send(form, token.current);
      if (outcome.kind === 'sent') {
        token.current = undefined;
        setErrors({});
        setProblem(undefined);
        setSent(true);
        moveFocus('sent');
      } else {
        showProblem(outcome);
      }
    } catch {
      showProblem({ kind: 'network' });
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <section
        className={`${forms.box} ${forms.success} ${styles.sent}`}
        aria-labelledby={fieldId('sent')}
      >
        <h2 id={fieldId('sent')} tabIndex={-1}>
          {t('sent.title')}
        </h2>
        <p>{t('sent.text')}</p>
        <button type="button" className="button button-secondary" onClick={startAgain}>
          {t('sent.again')}
        </button>
      </section>
    );
  }

  const errorText = (field: FieldName) => {
    const error = errors[field];
    return error && t(`errors.${error}`, errorValues(field));
  };
  const describedBy = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form
      className={styles.form}
      action={formAction}
      aria-label={t('formLabel')}
      aria-busy={pending}
      noValidate={enhanced}
      onSubmit={onSubmit}
    >
      <div
        id={fieldId('alert')}
        className={`${forms.box} ${styles.alert}`}
        role="alert"
        tabIndex={-1}
        hidden={!problem}
        // After a post without JavaScript that failed for no field: the focus on the message.
        autoFocus={result !== undefined && firstError === undefined}
      >
        {problem && (
          // A new node on every attempt: screen readers announce the same errors again.
          <div key={focus?.attempt}>
            <p>
              {problem.kind === 'network'
                ? t('outcome.network')
                : t(`outcome.${problem.kind}`, outcomeValues(problem))}
            </p>
            {problem.kind === 'invalid' && (
              <ErrorSummary
                errors={fieldOrder.flatMap((field) => {
                  const text = errorText(field);
                  return text ? [{ fieldId: fieldId(field), text }] : [];
                })}
              />
            )}
          </div>
        )}
      </div>

      {textFields.map((field) => {
        const error = errors[field.name] && errorId(field.name);
        const common = {
          id: fieldId(field.name),
          className: forms.input,
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          minLength: field.minLength,
          autoComplete: field.autoComplete,
          'aria-invalid': errors[field.name] ? true : undefined,
          'aria-describedby': describedBy(hintId(field.name), error),
          defaultValue: result?.values[field.name],
          autoFocus: field.name === firstError,
        };
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={fieldId(field.name)}>{t(`fields.${field.name}.label`)}</label>
            <p id={hintId(field.name)} className={styles.hint}>
              {t(`fields.${field.name}.hint`, errorValues(field.name))}
            </p>
            {error && (
              <p id={error} className={forms.error}>
                {errorText(field.name)}
              </p>
            )}
            {field.type === 'textarea' ? (
              <textarea {...common} rows={10} />
            ) : (
              <input {...common} type={field.type} />
            )}
          </div>
        );
      })}

      <div className={`${styles.field} ${styles.checkbox}`}>
        <input
          type="checkbox"
          id={fieldId('consent')}
          name="consent"
          value={consentValue}
          required
          defaultChecked={result?.values.consent}
          autoFocus={firstError === 'consent'}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? errorId('consent') : undefined}
        />
        <label htmlFor={fieldId('consent')}>
          {t.rich('fields.consent.label', {
            link: (chunks) => <Link href="/datenschutz">{chunks}</Link>,
          })}
        </label>
        {errors.consent && (
          <p id={errorId('consent')} className={`${forms.error} ${styles.consentError}`}>
            {errorText('consent')}
          </p>
        )}
      </div>

      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fieldId(honeypotField)}>{t('honeypot')}</label>
        <input
          type="text"
          id={fieldId(honeypotField)}
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <button type="submit" className="button" aria-disabled={pending || undefined}>
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}
