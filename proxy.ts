import { NextResponse, type NextRequest } from 'next/server';

/**
 * Answers a multipart POST whose body does not parse with "400 Bad Request". Next.js 16 reads the
 * body of every multipart POST to a page (it could be a server action sent without JavaScript)
 * and answers 500 when it is malformed. Only multipart requests run this (see the matcher), so
 * page loads never do. Well-formed multipart posts outside the form endpoints get 405 from the
 * rewrites (lib/rewrites.mjs).
 */
export async function proxy(request: NextRequest) {
  try {
    await request.clone().formData();
    return NextResponse.next();
  } catch {
    return new NextResponse('Ungültige Formulardaten.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

export const config = {
  matcher: [
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
};
