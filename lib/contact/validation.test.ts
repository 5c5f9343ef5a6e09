import { isEmail, validateContact, valuesFromForm, type ContactValues } from './validation';

const valid: ContactValues = {
  name: 'Anna Müller',
  email: 'anna.mueller@beispiel.de',
  subject: '',
  message: 'Wann ist die beste Reisezeit für den Yellowstone?',
  consent: true,
};

test('a complete form passes; text is trimmed, NFC-normalised and line breaks unified', () => {
  const { errors, submission } = validateContact({
    ...valid,
    name: '  Anna Mu\u0308ller ',
    message: 'Zeile eins\r\nZeile zwei\rZeile drei  ',
  });
  expect(errors).toEqual({});
  expect(submission).toEqual({
    name: 'Anna Müller',
    email: 'anna.mueller@beispiel.de',
    subject: '',
    message: 'Zeile eins\nZeile zwei\nZeile drei',
  });
});

test('an empty form names every required field', () => {
  const { errors } = validateContact({
    name: ' ',
    email: '',
    subject: '',
    message: '',
    consent: false,
  });
  expect(errors).toEqual({
    name: 'nameRequired',
    email: 'emailRequired',
    message: 'messageRequired',
    consent: 'consentRequired',
  });
});

test.each([
  ['name', { name: 'x'.repeat(101) }, 'nameTooLong'],
  ['email', { email: `${'a'.repeat(250)}@b.de` }, 'emailTooLong'],
  ['subject', { subject: 's'.repeat(151) }, 'subjectTooLong'],
  ['message', { message: 'zu kurz' }, 'messageTooShort'],
  ['message', { message: 'm'.repeat(5001) }, 'messageTooLong'],
] as const)('length limit of %s', (field, change, error) => {
  expect(validateContact({ ...valid, ...change }).errors).toEqual({ [field]: error });
});

test('the limits themselves are allowed', () => {
  const edge = { name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) };
  expect(validateContact({ ...valid, ...edge }).errors).toEqual({});
  expect(validateContact({ ...valid, message: 'm'.repeat(10) }).errors).toEqual({});
});

test('control characters are refused; a message may have line breaks and tabs', () => {
  expect(validateContact({ ...valid, name: 'Anna\u0000' }).errors).toEqual({
    name: 'controlCharacters',
  });
  expect(validateContact({ ...valid, name: 'Anna\nBcc: x@y.de' }).errors).toEqual({
    name: 'controlCharacters',
  });
  expect(validateContact({ ...valid, subject: 'Hallo\u001b[31m' }).errors).toEqual({
    subject: 'controlCharacters',
  });
  expect(validateContact({ ...valid, message: 'Erste Zeile\u0007 klingelt' }).errors).toEqual({
    message: 'controlCharacters',
  });
  expect(validateContact({ ...valid, message: 'Erste Zeile\n\tZweite Zeile' }).errors).toEqual({});
});

test.each([
  'anna@beispiel.de',
  'a.b-c+tag@sub.beispiel.de',
  'joerg@müller-reisen.de',
  "o'brien@example.co.uk",
])('%s is an e-mail address', (address) => {
  expect(isEmail(address)).toBe(true);
});

test.each([
  'anna',
  'anna@',
  '@beispiel.de',
  'anna@beispiel',
  'anna@beispiel.d',
  'anna..b@beispiel.de',
  '.anna@beispiel.de',
  'anna@-beispiel.de',
  'anna@beispiel..de',
  'an na@beispiel.de',
  'anna@beispiel.de\n',
  '<script>@beispiel.de',
  // Like the browser's own check of type="email": no characters outside ASCII before the @.
  'jörg@beispiel.de',
  `${'a'.repeat(65)}@beispiel.de`,
  // Characters that add parameters to a mailto: link or headers to a mail.
  'a?subject=x&cc=evil@example.org',
  'a&cc=evil@example.org',
  'a%3Fcc=evil@example.org',
  'a#x@beispiel.de',
  'a/b@beispiel.de',
  'a=b@beispiel.de',
  '"anna"@beispiel.de',
  'anna>@beispiel.de',
])('%j is not an e-mail address', (address) => {
  expect(isEmail(address)).toBe(false);
});

test('form values: missing fields are empty, consent only with its value', () => {
  const form = new URLSearchParams('name=Anna&consent=on&message=Hallo');
  expect(valuesFromForm(form)).toEqual({
    name: 'Anna',
    email: '',
    subject: '',
    message: 'Hallo',
    consent: false,
  });
  expect(valuesFromForm(new URLSearchParams('consent=ja')).consent).toBe(true);
});

test.each([
  ['name', 'Rechnung\u202Efdp.exe'],
  ['name', 'Anna\u200BBerg'],
  ['name', 'Anna\uFEFFBerg'],
  ['name', '\u2066Anna\u2069'],
  ['subject', 'Rechnung\u202Efdp.exe'],
  ['subject', 'Frage\u200Dzur Route'],
  ['message', 'Bitte öffnen Sie Rechnung\u202Efdp.exe im Anhang.'],
  ['message', 'Eine Frage \u2067versteckt\u2069 zur Route.'],
] as const)('invisible formatting characters in %s are refused: %j', (field, text) => {
  expect(validateContact({ ...valid, [field]: text }).errors).toEqual({
    [field]: 'invisibleCharacters',
  });
});

test('a message keeps emoji sequences with zero-width joiners', () => {
  const message = 'Wir reisen als Familie 👨\u200D👩\u200D👧 im Oktober.';
  expect(validateContact({ ...valid, message }).errors).toEqual({});
});
