// For scripts that run the site's server code outside Next.js (migrations and the seed, scripts/cms.ts;
// Payload's command line): `server-only` throws wherever React's server condition is not set, so it
// resolves to the package's own empty module here, for `import` and `require` alike. Next.js
// resolves it as usual.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';

const empty = join(dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'server-only' ? empty : request, ...rest);
};
register(
  'data:text/javascript,' +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
  return next(specifier === 'server-only' ? ${JSON.stringify('file://' + empty)} : specifier, context);
}`),
);
