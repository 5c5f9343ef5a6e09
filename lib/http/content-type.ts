/**
 * The media type of a request's body: its `Content-Type` without parameters, in lower case
 * (`Multipart/Form-Data; boundary=x` → `multipart/form-data`); '' without one. Read by the
 * middleware's checks of the backend's actions and by the contact form's handler.
 */
export function mediaType(headers: Pick<Headers, 'get'>) {
  return headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
}
