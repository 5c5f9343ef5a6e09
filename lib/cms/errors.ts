import { APIError } from 'payload';

/**
 * An error the backend shows as it is: its German message, with the status. Named, because Payload
 * formats an unnamed error as "An unknown error occurred." (its own class name is not kept by the
 * production bundle, which also holds a second copy of the class).
 */
export function shownError(message: string, status: number) {
  const error = new APIError(message, status, undefined, true);
  error.name = 'ShownError';
  return error;
}
