/**
 * The one email sent when X refuses an institution's account (a revoked grant, a suspended user, a
 * missing scope): to its warden and to every admin, naming the institution, so someone signs in to
 * X again. Posts wait meanwhile and go out on their own after the new sign-in; nothing is lost.
 */
import { rolesFor, scopeOf } from '@common/access.ts';
import type { AppContext } from '../../context.ts';
import { organizationById } from '../organizations/organizations.repository.ts';
import { reconnectRecipients } from './x-accounts.repository.ts';

export async function notifyReconnect(ctx: AppContext, organizationId: number): Promise<void> {
  const org = await organizationById(ctx.db, organizationId);
  if (!org) return;
  const statewide = rolesFor('x.connect').filter((role) => scopeOf(role, 'x.connect') === 'state');
  const recipients = await reconnectRecipients(ctx.db, organizationId, statewide);
  const link = `${ctx.config.publicUrl}/admin/institutions`;
  for (const r of recipients) {
    await ctx.messenger.send({
      channel: 'email',
      to: r.email_id,
      subject: `Connect ${org.en_name} to X again`,
      text: [
        `Hello ${r.first_name},`,
        '',
        `X no longer accepts posts for ${org.en_name} (${org.kn_name}). Its meal posts are kept and will be published as soon as someone connects the institution's X account again.`,
        `Connect it again: ${link} (wardens: the banner on the home screen of the app).`,
        '',
        `${org.kn_name} ಸಂಸ್ಥೆಯ X ಖಾತೆಯನ್ನು ಮತ್ತೆ ಸಂಪರ್ಕಿಸಿ. ಊಟದ ಪೋಸ್ಟ್‌ಗಳು ಉಳಿದಿವೆ; ಸಂಪರ್ಕದ ನಂತರ ಪ್ರಕಟವಾಗುತ್ತವೆ.`,
      ].join('\n'),
    });
  }
}
