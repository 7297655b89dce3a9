import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-url.ts';

describe('the logged address', () => {
  it("hides X's code and state, and any token in a query, and keeps the rest", () => {
    expect(loggedUrl('/api/v1/x/callback?state=abc123&code=xyz-789')).toBe(
      '/api/v1/x/callback?state=[redacted]&code=[redacted]',
    );
    expect(loggedUrl('/api/v1/x/callback?error=access_denied&state=s')).toBe(
      '/api/v1/x/callback?error=access_denied&state=[redacted]',
    );
    expect(loggedUrl('/api/v1/tweet/warden?page=2&status=ALL')).toBe('/api/v1/tweet/warden?page=2&status=ALL');
    expect(loggedUrl('/x?Token=t&qrcode=1')).toBe('/x?Token=[redacted]&qrcode=1');
  });
});
