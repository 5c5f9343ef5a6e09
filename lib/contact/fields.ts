/**
 * The contact form's fields and limits, shared by the form and the server's checks. `name` is the form field (POST body key).
 */
export const limits = {
  name: { max: 100 },
  email: { max: 254 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export type FieldName = 'name' | 'email' | 'subject' | 'message' | 'consent';

/** Where the form with JavaScript posts (app/(site)/kontakt/senden/route.ts). */
export const contactHandler = '/kontakt/senden';

/** POST body keys besides the visible fields. */
export const honeypotField = 'website';
export const tokenField = 'token';
/** The value the consent checkbox sends. */
export const consentValue = 'ja';

/**
 * DOM ids of a field's input, hint and error, the same with and without JavaScript (the form with
 * JavaScript also has `fieldId('alert')` and `fieldId('sent')`, which the focus moves to).
 */
export const fieldId = (field: string) => `contact-${field}`;
export const hintId = (field: string) => `${fieldId(field)}-hint`;
export const errorId = (field: string) => `${fieldId(field)}-error`;

export type TextField = {
  name: Exclude<FieldName, 'consent'>;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  required: boolean;
  maxLength: number;
  minLength?: number;
};

export const textFields: readonly TextField[] = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true, maxLength: limits.name.max },
  {
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: limits.email.max,
  },
  { name: 'subject', type: 'text', required: false, maxLength: limits.subject.max },
  {
    name: 'message',
    type: 'textarea',
    required: true,
    minLength: limits.message.min,
    maxLength: limits.message.max,
  },
];

/** Order of the fields on the page, for "focus the first error". */
export const fieldOrder: readonly FieldName[] = ['name', 'email', 'subject', 'message', 'consent'];
