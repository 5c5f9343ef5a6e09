import { consentValue, limits, type FieldName } from './fields';

/** Message keys under `Contact.errors` in messages/de.json. */
export type FieldError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailTooLong'
  | 'emailInvalid'
  | 'subjectTooLong'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'controlCharacters'
  | 'invisibleCharacters'
  | 'consentRequired';

export type FieldErrors = Partial<Record<FieldName, FieldError>>;

/** What the visitor typed, as the form sends it (every value a string, a missing one empty). */
export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
};

export type Submission = { name: string; email: string; subject: string; message: string };

// Control characters (C0, DEL, C1). A message may contain line breaks and tabs, the other fields not.
const controlCharacter = /\p{Cc}/u;
const controlCharacterExceptWhitespace = /[^\P{Cc}\t\n]/u;
// Invisible formatting characters (Unicode category Cf: bidi overrides and isolates, zero-width
// characters, soft hyphen …): "Rechnung\u202Efdp.exe" shows as "Rechnungexe.pdf". A message may
// keep zero-width joiners (emoji sequences) and marks, but no overrides, embeddings or isolates.
const formatCharacter = /\p{Cf}/u;
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;

// local@domain. The local part is a dot-separated run of letters, digits and _ + ' - only: no
// character that means something in a `mailto:` link or a mail header (? & # % / = space < > " ,).
const localPart = /^[A-Za-z0-9_+'-]+(\.[A-Za-z0-9_+'-]+)*$/;
const domainLabel = /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export function isEmail(value: string) {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    /^\p{L}{2,}$/u.test(labels.at(-1)!)
  );
}

/** Trims, normalises Unicode (NFC) and line breaks; keeps the text otherwise as typed. */
function clean(value: string) {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

export function validateContact(values: ContactValues): {
  errors: FieldErrors;
  submission: Submission;
} {
  const submission = {
    name: clean(values.name),
    email: clean(values.email),
    subject: clean(values.subject),
    message: clean(values.message),
  };
  const { name, email, subject, message } = submission;
  const errors: FieldErrors = {};

  if (!name) errors.name = 'nameRequired';
  else if (name.length > limits.name.max) errors.name = 'nameTooLong';
  else if (controlCharacter.test(name)) errors.name = 'controlCharacters';
  else if (formatCharacter.test(name)) errors.name = 'invisibleCharacters';

  if (!email) errors.email = 'emailRequired';
  else if (email.length > limits.email.max) errors.email = 'emailTooLong';
  else if (!isEmail(email)) errors.email = 'emailInvalid';

  if (subject.length > limits.subject.max) errors.subject = 'subjectTooLong';
  else if (controlCharacter.test(subject)) errors.subject = 'controlCharacters';
  else if (formatCharacter.test(subject)) errors.subject = 'invisibleCharacters';

  if (!message) errors.message = 'messageRequired';
  else if (message.length < limits.message.min) errors.message = 'messageTooShort';
  else if (message.length > limits.message.max) errors.message = 'messageTooLong';
  else if (controlCharacterExceptWhitespace.test(message)) errors.message = 'controlCharacters';
  else if (bidiControl.test(message)) errors.message = 'invisibleCharacters';

  if (!values.consent) errors.consent = 'consentRequired';

  return { errors, submission };
}

/** The form fields of a POST body (`application/x-www-form-urlencoded` or FormData). */
export function valuesFromForm(form: URLSearchParams | FormData): ContactValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    consent: text('consent') === consentValue,
  };
}
