/**
 * The public page's escaping (docs/spec-notes.md, 'The public site'): hostile text stays text, in elements and
 * attributes, and only http(s) and root-relative addresses become links. The whole page is rendered from content with
 * a hostile value in every field, as a hand-edited row could hold, to show none gets through.
 */
import { describe, expect, it } from 'vitest';
import type { PublicSite } from '@common/contract/answers/site.ts';
import { SECTIONS } from '@common/site/site-sections.ts';
import { escapeHtml, html, linkOrText, mailHref, safeHref, telHref } from '../../lib/html.ts';
import { renderSitePage } from './site-page.render.ts';

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '`${alert(1)}`',
  '&lt;script&gt;',
];

describe('escapeHtml and the html tag', () => {
  it('turns every markup character into an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;',
    );
    for (const value of HOSTILE) expect(escapeHtml(value)).not.toMatch(/[<>"'`]/);
  });

  it('escapes values in text and in attributes, and keeps its own markup', () => {
    for (const value of HOSTILE) {
      const out = html`<p title="${value}">${value}</p>`.value;
      expect(out).not.toContain('<script');
      expect(out).not.toContain('<img');
      // The attribute is closed only by the template's own quote.
      expect(out.match(/"/g)).toHaveLength(2);
    }
    expect(
      html`<ul>
        ${['a', html`<li>b</li>`, null, false, 3]}
      </ul>`.value.replace(/\s+/g, ''),
    ).toBe('<ul>a<li>b</li>3</ul>');
  });
});

describe('safeHref', () => {
  it('lets through http(s) addresses and paths on this site', () => {
    for (const ok of ['https://x.com/hostels', 'http://example.org/a?b=c#d', '/site#contact', '/audit', '#about'])
      expect(safeHref(ok)).toBe(ok);
    expect(safeHref('  https://example.org  ')).toBe('https://example.org');
  });

  it('refuses scripts, data, other schemes, other hosts without a scheme and smuggled characters', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'mailto:a@b.org',
      '//evil.example/x',
      '/\\evil.example',
      'https://',
      'https:///nohost',
      'site#contact',
      '#"onclick',
      'https://a.org/\n<x>',
      '',
      null,
      undefined,
    ])
      expect(safeHref(bad), String(bad)).toBeNull();
  });

  it('shows the words alone when the address is refused', () => {
    expect(linkOrText('javascript:alert(1)', 'Click').value).toBe('<span>Click</span>');
    expect(linkOrText('/a"b', 'Go').value).toBe('<a href="/a&quot;b">Go</a>');
    expect(linkOrText('#about', 'About', 'button').value).toBe('<a href="#about" class="button">About</a>');
  });
});

describe('tel: and mailto:', () => {
  it('dials mobile numbers with the country code and refuses anything else', () => {
    expect(telHref('98450 00003')).toBe('tel:+919845000003');
    expect(telHref('1800-425-1000')).toBe('tel:18004251000');
    expect(telHref('call me')).toBeNull();
    expect(telHref('12')).toBeNull();
  });

  it('writes to plain email IDs only', () => {
    expect(mailHref('hostels@karnataka.gov.in')).toBe('mailto:hostels@karnataka.gov.in');
    expect(mailHref('a@b.org?subject=<x>')).toBeNull();
    expect(mailHref('"a"@b.org')).toBeNull();
  });
});

describe('the page with a hostile value in every field', () => {
  const evil = '"><script>alert(1)</script>javascript:alert(1)';
  const sections = Object.fromEntries(
    SECTIONS.map((s) => [
      s.key,
      [
        Object.fromEntries(
          s.fields.map((f) => [
            f.key,
            f.type === 'media'
              ? { id: 1, high_res: evil, low_res: evil, width: 1600, height: 600, alt: evil }
              : f.type === 'select'
                ? 9
                : evil,
          ]),
        ),
      ],
    ]),
  );

  it('renders no script, no script address and no attribute broken out of', () => {
    for (const lang of ['en', 'kn'] as const) {
      const page = renderSitePage({ lang, sections, updated_at: null } as PublicSite);
      expect(page).not.toMatch(/<script/i);
      expect(page).not.toMatch(/href="javascript:/i);
      expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      // Every attribute value is closed by the template's quote: no `"` sits outside a tag's pattern.
      expect(page).not.toMatch(/="[^"]*"[^\s>/]/);
    }
  });
});
