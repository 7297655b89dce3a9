// @vitest-environment jsdom
/**
 * What the section editor relies on (index.ts): MediaPicker asks the library for images only,
 * twelve a page from the top folder, opens a folder, and answers the file chosen; MediaThumb shows
 * a file's name by id, or the server's message when it is gone.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadContentTexts } from '@/i18n';
import { MediaPicker, MediaThumb } from './index';

const image = (id: number, name: string) => ({
  id,
  media_type: { name: 'image' },
  image_url: { full: { high_res: `/media/${id}.png`, low_res: `/media/${id}-s.webp` } },
  video_url: null,
  file_url: { full: { high_res: `/media/${id}.png`, low_res: `/media/${id}-s.webp` } },
  name: { original: name, current: `${id}.png` },
  extension: { original: 'png', current: 'png' },
  size: { original: 2048, current: 2048 },
  width: 10,
  height: 10,
  createdAt: '2026-05-14T07:00:00.000Z',
  belongs_to_folder: null,
  alt: { en: '', kn: '' },
  version: 1,
  created_by: 1,
});

const envelope = (data: unknown, status = 200, message = 'Files successfully recieved.') =>
  new Response(JSON.stringify({ status: status < 400, status_code: status, message, data }), { status });

const calls: string[] = [];
function answer(url: string): Response {
  calls.push(url);
  if (url.includes('media/folders?parent=ROOT'))
    return envelope({ items: [{ id: 7, name: 'Banners', parent_id: null, files: 1, folders: 0 }], path: [] });
  if (url.includes('media/folders?parent=7')) return envelope({ items: [], path: [{ id: 7, name: 'Banners' }] });
  if (url.includes('belongs_to_folder=7'))
    return envelope({ data: { items: [image(2, 'gate.png')], total_items: 1, total_pages: 1, current_page: 1 } });
  if (url.includes('/media?'))
    return envelope({ data: { items: [image(1, 'logo.png')], total_items: 1, total_pages: 1, current_page: 1 } });
  if (url.endsWith('media/auth/file/1')) return envelope({ data: image(1, 'logo.png') });
  return envelope(null, 404, 'Requested file not found.');
}

beforeAll(async () => {
  // The console's texts load with its routes; the screens under test expect them.
  await loadContentTexts();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
});
afterEach(() => {
  cleanup();
  calls.length = 0;
});

const wrap = (node: ReactNode) =>
  render(
    // As src/main.tsx: no retries.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

describe('MediaPicker', () => {
  it('lists images twelve a page, opens a folder and answers the file chosen', async () => {
    const onPick = vi.fn();
    wrap(<MediaPicker open accept="image" onClose={() => {}} onPick={onPick} />);
    await screen.findByRole('button', { name: /logo\.png/ });
    const list = calls.find((url) => url.includes('/media?'))!;
    expect(list).toContain('media_types=image');
    expect(list).toContain('size=12');
    expect(list).toContain('belongs_to_folder=ROOT');
    expect((screen.getByRole('button', { name: 'Choose this file' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Banners/ }));
    fireEvent.click(await screen.findByRole('button', { name: /gate\.png/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose gate.png' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });
});

describe('MediaThumb', () => {
  it("shows a file's name by id, and the server's message for a missing one", async () => {
    wrap(<MediaThumb mediaId={1} />);
    await screen.findByText('logo.png');
    cleanup();
    wrap(<MediaThumb mediaId={99} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Requested file not found.'));
  });
});
