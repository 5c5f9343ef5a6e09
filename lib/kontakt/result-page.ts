import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { content } from '@/lib/content';
import { escapeHtml, html, SafeHtml } from '@/lib/html';
import { legalNavigation } from '@/lib/navigation';
import { consentValue, fieldOrder, honeypotField, textFields, type FieldName } from './fields';
import { errorValues, outcomeValues, type Failure } from './messages';
import type { ContactValues, FieldErrors } from './validation';

const style = `
:root{color-scheme:light dark;--bg:#f7f6f2;--surface:#fff;--text:#1d1d1f;--muted:#4f4f55;--border:#8a8780;--accent:#1d4e89;--on-accent:#fff;--danger:#a1161b;--focus:#c2410c}
@media (prefers-color-scheme:dark){:root{--bg:#121417;--surface:#1b1e23;--text:#eceef1;--muted:#b4b9c2;--border:#6b717c;--accent:#8cb8f0;--on-accent:#0d1b2e;--danger:#ff8f8f;--focus:#fdba74}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.6 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;overflow-wrap:break-word}
header,main,footer{max-width:44rem;margin:0 auto;padding:1rem clamp(1rem,4vw,2rem)}
header a{font-weight:700;color:var(--text);text-decoration:none}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{border:2px solid var(--danger);border-radius:.75rem;padding:.75rem 1rem;background:var(--surface)}.alert p{margin:.25rem 0}
.field{margin:1.25rem 0;display:grid;gap:.25rem}
label{font-weight:600}
.checkbox{grid-template-columns:auto 1fr;align-items:start;gap:.25rem .75rem}.checkbox label{font-weight:400}.checkbox .error{grid-column:2}
.hint{margin:0;color:var(--muted);font-size:.95rem}.error{margin:0;color:var(--danger);font-weight:600}
input,textarea{font:inherit;color:inherit;background:var(--surface);border:1px solid var(--border);border-radius:.5rem;padding:.6rem .75rem;width:100%}
input[type=checkbox]{width:1.35rem;height:1.35rem;margin:.15rem 0 0}
[aria-invalid=true]{border:2px solid var(--danger)}
textarea{min-height:12rem;resize:vertical}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--on-accent);cursor:pointer}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer ul{display:flex;gap:1.5rem;list-style:none;padding:0}
`;

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
  const errors: FieldErrors = outcome.kind === 'invalid' ? outcome.errors : {};
  const firstError = fieldOrder.find((field) => errors[field]);
  const id = (field: string) => `kontakt-${field}`;
  const errorText = (field: FieldName) => {
    const error = errors[field];
    return error ? t(`Kontakt.errors.${error}`, errorValues(field)) : undefined;
  };
  const errorParagraph = (field: FieldName) => {
    const text = errorText(field);
    return text && html`<p class="error" id="${id(field)}-fehler">${text}</p>`;
  };
  const invalid = (field: FieldName) =>
    errors[field] ? new SafeHtml(' aria-invalid="true"') : undefined;
  const autofocus = (field: FieldName) =>
    field === firstError ? new SafeHtml(' autofocus') : undefined;

  const fields = textFields.map((field) => {
    const hintId = `${id(field.name)}-hinweis`;
    const describedBy = [hintId, errors[field.name] && `${id(field.name)}-fehler`]
      .filter(Boolean)
      .join(' ');
    const attributes = html`id="${id(field.name)}" name="${field.name}"
    maxlength="${field.maxLength}"${field.minLength ? html` minlength="${field.minLength}"` : ''}${field.required ? new SafeHtml(' required') : ''}${field.autoComplete ? html` autocomplete="${field.autoComplete}"` : ''}
    aria-describedby="${describedBy}"${invalid(field.name)}${autofocus(field.name)}`;
    return html`<div class="field">
      <label for="${id(field.name)}">${t(`Kontakt.fields.${field.name}.label`)}</label>
      <p class="hint" id="${hintId}">
        ${t(`Kontakt.fields.${field.name}.hint`, { ...errorValues(field.name) })}
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
    t.markup('Kontakt.fields.consent.label', {
      link: (chunks) => `<a href="/datenschutz">${chunks}</a>`,
    }),
  );

  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t('Kontakt.resultTitle')} – ${content.site.name}</title>
        <style>
          ${new SafeHtml(style)}
        </style>
      </head>
      <body>
        <header><a href="/">${content.site.name}</a></header>
        <main>
          <h1>${t('Kontakt.resultTitle')}</h1>
          <div class="alert" role="alert">
            <p>${t(`Kontakt.outcome.${outcome.kind}`, outcomeValues(outcome))}</p>
            ${
              firstError &&
              html`<p>${t('Kontakt.errorSummary')}</p>
                <ul>
                  ${fieldOrder.map(
                    (field) =>
                      errors[field] &&
                      html`<li><a href="#${id(field)}">${errorText(field)}</a></li>`,
                  )}
                </ul>`
            }
          </div>
          <form method="post" action="/kontakt/senden" aria-label="${t('Kontakt.formLabel')}">
            ${fields}
            <div class="field checkbox">
              <input
                type="checkbox"
                id="${id('consent')}"
                name="consent"
                value="${consentValue}"
                required${values.consent ? new SafeHtml(' checked') : ''}${errors.consent ? html` aria-describedby="${id('consent')}-fehler"` : ''}${invalid('consent')}${autofocus('consent')}
              />
              <label for="${id('consent')}">${consentLabel}</label>
              ${errorParagraph('consent')}
            </div>
            <div class="trap" aria-hidden="true">
              <label for="${id(honeypotField)}">${t('Kontakt.honeypot')}</label>
              <input
                type="text"
                id="${id(honeypotField)}"
                name="${honeypotField}"
                tabindex="-1"
                autocomplete="off"
              />
            </div>
            <button type="submit">${t('Kontakt.submit')}</button>
          </form>
          <p><a href="/kontakt">${t('Kontakt.backToForm')}</a></p>
        </main>
        <footer>
          <ul>
            ${legalNavigation.map(({ href, key }) => html`<li><a href="${href}">${t(`Navigation.${key}`)}</a></li>`)}
          </ul>
        </footer>
      </body>
    </html> `.value;
}
