/**
 * The public page's footer: the footer heading with its description, the contact block (address,
 * phone numbers as `tel:` links and email IDs as `mailto:` links, so a phone can call or write at
 * a tap) and the copyright line with the partner's link. Each part shows only once published.
 */
import { fill } from '@common/messages.ts';
import { EMPTY, html, linkOrText, listOf, mailHref, telHref, type Markup } from '../../lib/html.ts';
import { say, text, type SitePageView } from './site-page.view.ts';

function about(v: SitePageView): Markup {
  const item = v.one('footer_headings');
  if (!item) return EMPTY;
  return html`<section aria-labelledby="footer-title">
    <h2 id="footer-title">${say(v, item, 'heading')}</h2>
    <p>${say(v, item, 'description')}</p>
  </section>`;
}

function contact(v: SitePageView): Markup {
  const item = v.one('footer_contact');
  if (!item) return EMPTY;
  const phones = listOf(text(item, 'phone_numbers'));
  const emails = listOf(text(item, 'email_ids'));
  const each = (values: string[], href: (value: string) => string | null) =>
    values.map((value) => {
      const to = href(value);
      return html`<li>${to ? html`<a href="${to}">${value}</a>` : value}</li>`;
    });
  return html`<section id="contact" aria-labelledby="contact-title">
    <h2 id="contact-title">${v.t.contact}</h2>
    <dl class="contact">
      <div>
        <dt>${v.t.address}</dt>
        <dd><address>${say(v, item, 'address')}</address></dd>
      </div>
      ${
        phones.length
          ? html`<div>
              <dt>${v.t.phone}</dt>
              <dd>
                <ul>
                  ${each(phones, telHref)}
                </ul>
              </dd>
            </div>`
          : EMPTY
      }
      ${
        emails.length
          ? html`<div>
              <dt>${v.t.email}</dt>
              <dd>
                <ul>
                  ${each(emails, mailHref)}
                </ul>
              </dd>
            </div>`
          : EMPTY
      }
    </dl>
  </section>`;
}

function copyright(v: SitePageView): Markup {
  const item = v.one('footer_copyright');
  if (!item) return EMPTY;
  const line = fill(v.t.copyright, { year: text(item, 'year'), company: text(item, 'company_name') });
  const partner = text(item, 'partner_name');
  // The partner's name goes into a translated sentence; the link is made around it afterwards.
  const [before, after] = v.t.partner.split('{partner}');
  return html`<p class="copyright">
    <span>${line}</span>
    ${
      partner
        ? html`<span
            >${before ?? ''}${linkOrText(v.href(text(item, 'action')), say(v, item, 'partner_name'))}${after ?? ''}</span
          >`
        : EMPTY
    }
  </p>`;
}

export function pageFooter(v: SitePageView): Markup {
  const parts = [about(v), contact(v), copyright(v)].filter((part) => part.value !== '');
  if (parts.length === 0) return EMPTY;
  return html`<footer>
    <div class="wrap footer">${parts}</div>
  </footer>`;
}
