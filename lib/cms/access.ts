import 'server-only';
import type { Access } from 'payload';

/** Only the logged-in owner. */
export const owner: Access = ({ req }) => Boolean(req.user);

/** Everyone reads; for the public content of the site. */
export const anyone: Access = () => true;

/** Nobody through the API: the owner's account comes from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const nobody: Access = () => false;

/** The content of the site: everyone reads (`read` as given), only the owner writes. */
export const ownerWrites = (read: Access) => ({
  read,
  create: owner,
  update: owner,
  delete: owner,
});

/** The owner sees drafts; everyone else only what is published. */
export const ownerOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } };
