import { describe, expect, it } from 'vitest';
import { abbreviateNumber, cleanFileName, formatBytes, isSizeAllowed, mediaTypeOfExtension } from './uploads.ts';
import { formatIst } from './dates.ts';
import { tweetStatusLabel, tweetStatusTone } from './tweet-status.ts';

describe('upload rules', () => {
  it('rounds the size down before comparing with the maximum', () => {
    expect(isSizeAllowed(5 * 1048576 - 1, 'image')).toBe(true);
    expect(isSizeAllowed(5 * 1048576, 'image')).toBe(false);
    expect(isSizeAllowed(49.9 * 1048576, 'video')).toBe(true);
  });

  it('knows the allowed types by extension', () => {
    expect(mediaTypeOfExtension('JPEG')).toBe('image');
    expect(mediaTypeOfExtension('mov')).toBe('video');
    expect(mediaTypeOfExtension('pdf')).toBe('document');
    expect(mediaTypeOfExtension('exe')).toBeNull();
  });

  it('cleans file names: non-word characters go, spaces become hyphens', () => {
    expect(cleanFileName('Lunch plate (1).JPG')).toBe('Lunch-plate-1.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('etcpasswd');
    expect(cleanFileName('ಊಟ.png')).toBe('file.png');
  });

  it('formats sizes from Bytes to YB and abbreviates numbers', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(204800)).toBe('200 KB');
    expect(formatBytes(1024 ** 8 * 3)).toBe('3 YB');
    expect(abbreviateNumber(950)).toBe('950');
    expect(abbreviateNumber(5500)).toBe('5.5k');
    expect(abbreviateNumber(5_500_000)).toBe('5.5M');
    expect(abbreviateNumber(2_000_000_000)).toBe('2G');
  });
});

describe('dates and status labels', () => {
  it('formats in Asia/Kolkata', () => {
    expect(formatIst('2026-11-21T08:00:05Z')).toBe('November 21st 2026, 1:30:05 PM');
    expect(formatIst('2026-11-21T18:45:00Z', 'MMMM Do YYYY, h:mm a')).toBe('November 22nd 2026, 12:15 am');
  });

  it('labels each status with one word in every view', () => {
    expect(tweetStatusLabel('POST_NOT_CONSIDERED', 'home')).toBe('After Deadline');
    expect(tweetStatusLabel('POST_NOT_CONSIDERED', 'warden')).toBe('After Deadline');
    expect(tweetStatusLabel('POSTED_WITH_DELAY', 'warden')).toBe('Delayed');
    expect(tweetStatusLabel(undefined, 'home')).toBe('Not Posted');
    expect(tweetStatusTone('POSTED_ON_TIME')).toBe('success');
  });
});
