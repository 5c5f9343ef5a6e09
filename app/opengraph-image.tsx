import { ImageResponse } from 'next/og';
import { getSite } from '@/lib/content';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default async function OpengraphImage() {
  const site = await getSite();
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: 'linear-gradient(135deg, #1d4e89 0%, #0f2a4a 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 84, fontWeight: 700 }}>{site.name}</div>
      <div style={{ fontSize: 40, marginTop: 24, opacity: 0.9 }}>{site.tagline}</div>
    </div>,
    size,
  );
}
