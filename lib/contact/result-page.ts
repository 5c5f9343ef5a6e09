import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { getContent } from '@/lib/content';
import { escapeHtml, html, SafeHtml } from '@/lib/server/html';
import { footerNavigation } from '@/lib/navigation';
import {
  consentValue,
  errorId,
  fieldId,
  fieldOrder,
  hintId,
  honeypotField,
  textFields,
  type FieldName,
} from './fields';
import { errorValues, outcomeValues, type Failure } from './messages';
import type { ContactValues, FieldErrors } from './validation';

/** The parser drops a newline right after `<textarea>`; the added one keeps the visitor's first line. */
const textarea = (attributes: SafeHtml, text: string) =>
  new SafeHtml(`<textarea ${attributes.value} rows="10">\n${escapeHtml(text)}</textarea>`);

/**
 * The page a visitor without JavaScript gets when the server refuses a POST of the contact form: a
 * complete German HTML document with the message, the errors next to their fields and everything
 * the visitor typed, ready to send again. (Next renders pages only for GET, so the route handler
 * that answers the POST with 403, 422, 429 … renders this itself.)
 */
export async function resultPage(outcome: Failure, values: ContactValues) {
  const t = await getTranslations({ locale });
  const { site } = await getContent();
  const errors: FieldErrors = outcome.kind === 'invalid' ? outcome.errors : {};
  const firstError = fieldOrder.find((field) => errors[field]);
  const errorText = (field: FieldName) => {
    const error = errors[field];
    return error ? t(`Contact.errors.${error}`, errorValues(field)) : undefined;
  };
  const errorParagraph = (field: FieldName) => {
    const text = errorText(field);
    return text && html`<p class="error" id="${errorId(field)}">${text}</p>`;
  };
  const invalid = (field: FieldName) =>
    errors[field] ? new SafeHtml(' aria-invalid="true"') : undefined;
  const autofocus = (field: FieldName) =>
    field === firstError ? new SafeHtml(' autofocus') : undefined;

  const fields = textFields.map((field) => {
    const describedBy = [hintId(field.name), errors[field.name] && errorId(field.name)]
      .filter(Boolean)
      .join(' ');
    const attributes = html`id="${fieldId(field.name)}" name="${field.name}"
    maxlength="${field.maxLength}"${field.minLength ? html` minlength="${field.minLength}"` : ''}${field.required ? new SafeHtml(' required') : ''}${field.autoComplete ? html` autocomplete="${field.autoComplete}"` : ''}
    aria-describedby="${describedBy}"${invalid(field.name)}${autofocus(field.name)}`;
    return html`<div class="field">
      <label for="${fieldId(field.name)}">${t(`Contact.fields.${field.name}.label`)}</label>
      <p class="hint" id="${hintId(field.name)}">
        ${t(`Contact.fields.${field.name}.hint`, { ...errorValues(field.name) })}
      </p>
      ${errorParagraph(field.name)}
      ${
        field.type === 'textarea'
          ? textarea(attributes, values[field.name])
          : html`<input type="${field.type}" ${attributes} value="${values[field.name]}" />`
      }
    </div>`;
  });

  const consentLabel = new SafeHtml(
    t.markup('Contact.fields.consent.label', {
      link: (chunks) => `<a href="/datenschutz">${chunks}</a>`,
    }),
  );

  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t('Contact.resultTitle')} – ${site.name}</title>
        <link rel="stylesheet" href="/kontakt-ergebnis.css" />
      </head>
      <body>
        <header><a href="/">${site.name}</a></header>
        <main>
          <h1>${t('Contact.resultTitle')}</h1>
          <div class="alert" role="alert">
            <p>${t(`Contact.outcome.${outcome.kind}`, outcomeValues(outcome))}</p>
            ${
              firstError &&
              html`<p>${t('Contact.errorSummary')}</p>
                <ul>
                  ${fieldOrder.map(
                    (field) =>
                      errors[field] &&
                      html`<li><a href="#${fieldId(field)}">${errorText(field)}</a></li>`,
                  )}
                </ul>`
            }
          </div>
          <form method="post" action="/kontakt/senden" aria-label="${t('Contact.formLabel')}">
            ${fields}
            <div class="field checkbox">
              <input
                type="checkbox"
                id="${fieldId('consent')}"
                name="consent"
                value="${consentValue}"
                required${values.consent ? new SafeHtml(' checked') : ''}${errors.consent ? html` aria-describedby="${errorId('consent')}"` : ''}${invalid('consent')}${autofocus('consent')}
              />
              <label for="${fieldId('consent')}">${consentLabel}</label>
              ${errorParagraph('consent')}
            </div>
            <div class="trap" aria-hidden="true">
              <label for="${fieldId(honeypotField)}">${t('Contact.honeypot')}</label>
              <input
                type="text"
                id="${fieldId(honeypotField)}"
                name="${honeypotField}"
                tabindex="-1"
                autocomplete="off"
              />
            </div>
            <button type="submit">${t('Contact.submit')}</button>
          </form>
          <p><a href="/kontakt">${t('Contact.backToForm')}</a></p>
        </main>
        <footer>
          <ul>
            ${footerNavigation.map(({ href, key }) => html`<li><a href="${href}">${t(`Navigation.${key}`)}</a></li>`)}
          </ul>
        </footer>
      </body>
    </html> `.value;
}
