import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDe } from '@/test/render';
import ContactForm from './ContactForm';

type Pending = {
  url: string;
  body: URLSearchParams;
  headers: Headers;
  answer: (status: number, json: object) => void;
};

/** The server side of the form: requests wait until the test answers them. */
let requests: Pending[];

beforeEach(() => {
  requests = [];
  global.fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve) =>
      requests.push({
        url,
        body: init.body as URLSearchParams,
        headers: new Headers(init.headers),
        answer: (status, json) =>
          resolve({ status, json: async () => json } as unknown as Response),
      }),
    )) as typeof fetch;
});

/** The form's action without JavaScript: the form with JavaScript never calls it. */
const actionWithoutScript = jest.fn();

function setup() {
  const user = userEvent.setup();
  renderDe(<ContactForm action={actionWithoutScript} />);
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  return {
    user,
    name: field(/^Name/),
    email: field(/^E-Mail-Adresse/),
    subject: field(/^Betreff/),
    message: field(/^Nachricht/),
    consent: screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }),
    submit: screen.getByRole('button', { name: 'Nachricht senden' }),
  };
}

async function fillIn(form: ReturnType<typeof setup>) {
  await form.user.type(form.name, 'Anna Müller');
  await form.user.type(form.email, 'anna@beispiel.de');
  await form.user.type(form.message, 'Wann blüht die Wüste im Death Valley?');
  await form.user.click(form.consent);
}

test('the fields have German labels and hints, the consent links to the privacy policy', () => {
  const form = setup();
  expect(form.name).toHaveAccessibleDescription('Wie dürfen wir Sie ansprechen?');
  expect(form.message).toHaveAccessibleDescription('Mindestens 10 und höchstens 5000 Zeichen.');
  expect(form.name).toBeRequired();
  expect(form.subject).not.toBeRequired();
  expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
});

test('an empty form shows German errors next to the fields and focuses the first', async () => {
  const form = setup();
  await form.user.click(form.submit);
  expect(form.name).toHaveFocus();
  expect(form.name).toHaveAttribute('aria-invalid', 'true');
  expect(form.name).toHaveAccessibleDescription(
    'Wie dürfen wir Sie ansprechen? Bitte geben Sie Ihren Namen an.',
  );
  expect(form.email).toHaveAccessibleDescription(/Bitte geben Sie Ihre E-Mail-Adresse an\.$/);
  expect(form.consent).toHaveAccessibleDescription(
    'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu, damit wir antworten können.',
  );
  expect(form.subject).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Bitte korrigieren Sie die markierten Angaben:',
  );
  expect(requests).toHaveLength(0);
});

test('a wrong e-mail address: the error is shown, the focus moves there, the input is kept', async () => {
  const form = setup();
  await fillIn(form);
  await form.user.clear(form.email);
  await form.user.type(form.email, 'anna@beispiel');
  await form.user.click(form.submit);
  expect(form.email).toHaveFocus();
  expect(form.email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  expect(form.name).toHaveValue('Anna Müller');
  expect(form.message).toHaveValue('Wann blüht die Wüste im Death Valley?');
  expect(form.consent).toBeChecked();
  expect(requests).toHaveLength(0);
});

test('while sending: a pending state, further clicks send nothing; then the thanks', async () => {
  const form = setup();
  await fillIn(form);
  await form.user.click(form.submit);
  const button = screen.getByRole('button', { name: 'Wird gesendet …' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await form.user.click(button);
  await form.user.click(button);
  expect(requests).toHaveLength(1);

  const [request] = requests;
  expect(request!.url).toBe('/kontakt/senden');
  expect(actionWithoutScript).not.toHaveBeenCalled();
  expect(request!.headers.get('accept')).toBe('application/json');
  expect(Object.fromEntries(request!.body)).toEqual({
    name: 'Anna Müller',
    email: 'anna@beispiel.de',
    subject: '',
    message: 'Wann blüht die Wüste im Death Valley?',
    consent: 'ja',
    website: '',
    token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
  });
  request!.answer(200, { kind: 'sent' });
  const thanks = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' });
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  // "Write another message" starts an empty form.
  await form.user.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
});

test.each([
  [
    403,
    { kind: 'cookieMissing' },
    /Bitte erlauben Sie Cookies für diese Website und laden Sie die Seite neu\./,
  ],
  [429, { kind: 'rateLimited', retryAfterSeconds: 420 }, /in 7 Minuten erneut/],
  [503, { kind: 'notSaved' }, /konnte nicht gespeichert werden/],
])('the server answers %i: German message, focus on it, input kept', async (status, json, text) => {
  const form = setup();
  await fillIn(form);
  await form.user.click(form.submit);
  requests[0]!.answer(status, json);
  const alert = await screen.findByRole('alert');
  await waitFor(() => expect(alert).toHaveTextContent(text));
  expect(alert).toHaveFocus();
  expect(form.message).toHaveValue('Wann blüht die Wüste im Death Valley?');
  expect(screen.getByRole('button', { name: 'Nachricht senden' })).not.toHaveAttribute(
    'aria-disabled',
  );
});

test('field errors from the server are shown like the form’s own', async () => {
  const form = setup();
  await fillIn(form);
  await form.user.click(form.submit);
  requests[0]!.answer(422, { kind: 'invalid', errors: { name: 'controlCharacters' } });
  await waitFor(() => expect(form.name).toHaveFocus());
  expect(form.name).toHaveAccessibleDescription(/unzulässige Steuerzeichen/);
});

test('sending again after a failure reuses the token, so the server stores it only once', async () => {
  const form = setup();
  await fillIn(form);
  await form.user.click(form.submit);
  requests[0]!.answer(503, { kind: 'notSaved' });
  await screen.findByText(/konnte nicht gespeichert werden/);
  await form.user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
  expect(requests).toHaveLength(2);
  expect(requests[1]!.body.get('token')).toBe(requests[0]!.body.get('token'));
});

test('no connection: a German message, the input stays', async () => {
  global.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  const form = setup();
  await fillIn(form);
  await form.user.click(form.submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(/Verbindung zum Server/);
  expect(form.name).toHaveValue('Anna Müller');
});
