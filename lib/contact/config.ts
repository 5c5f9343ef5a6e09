import 'server-only';
function positiveInteger(value: string | undefined, fallback: number) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** The contact form's settings from the environment (README.md#configuration). */
export function contactConfig(env: NodeJS.ProcessEnv = process.env) {
  const limit = positiveInteger(env.CONTACT_RATE_LIMIT, 5);
  const windowMs = positiveInteger(env.CONTACT_RATE_WINDOW_MINUTES, 10) * 60_000;
  return {
    rateLimit: { limit, windowMs },
    /** Clients the trust model cannot tell apart (server reached directly) share ten times that. */
    unknownClientsRateLimit: { limit: limit * 10, windowMs },
    mail:
      env.SMTP_URL && env.CONTACT_RECIPIENT
        ? {
            smtpUrl: env.SMTP_URL,
            recipient: env.CONTACT_RECIPIENT,
            sender: env.CONTACT_SENDER || env.CONTACT_RECIPIENT,
          }
        : undefined,
  };
}

export type ContactConfig = ReturnType<typeof contactConfig>;
export type MailConfig = NonNullable<ContactConfig['mail']>;
