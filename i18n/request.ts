import { getRequestConfig } from 'next-intl/server';
import messages from '@/messages/de.json';

export const locale = 'de';

export default getRequestConfig(async () => ({
  locale,
  messages,
  timeZone: 'Europe/Berlin',
}));
