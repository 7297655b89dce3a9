/**
 * What the help page says for each role, as catalogue ids (src/i18n/help-en.ts): a guide is a
 * heading and parts, each part an optional sub-heading and its points, numbered when they are steps.
 * The page shows the signed-in user's own guide first.
 */
import { homePathFor, type Console } from '@common/access';
import type { Role } from '@common/roles';
import type { MessageId } from '@/i18n';

export type GuideId = 'warden' | 'dd' | 'admin' | 'helpline' | 'content';

export interface GuidePart {
  title?: MessageId;
  points: MessageId[];
  steps?: boolean;
}

export interface Guide {
  id: GuideId;
  title: MessageId;
  parts: GuidePart[];
}

export const GUIDES: readonly Guide[] = [
  {
    id: 'warden',
    title: 'help.warden.title',
    parts: [
      {
        title: 'help.warden.post.title',
        steps: true,
        points: ['help.warden.post.1', 'help.warden.post.2', 'help.warden.post.3', 'help.warden.post.4'],
      },
      {
        title: 'help.warden.outbox.title',
        points: [
          'help.warden.outbox.1',
          'help.warden.outbox.2',
          'help.warden.outbox.3',
          'help.warden.outbox.4',
          'help.warden.outbox.5',
          'help.warden.outbox.6',
        ],
      },
      {
        title: 'help.warden.faces.title',
        points: ['help.warden.faces.1', 'help.warden.faces.2', 'help.warden.faces.3', 'help.warden.faces.4'],
      },
      { title: 'help.warden.holiday.title', points: ['help.warden.holiday.1', 'help.warden.holiday.2'] },
    ],
  },
  { id: 'dd', title: 'help.dd.title', parts: [{ points: ['help.dd.1', 'help.dd.2', 'help.dd.3', 'help.dd.4'] }] },
  {
    id: 'admin',
    title: 'help.admin.title',
    parts: [{ points: ['help.admin.1', 'help.admin.2', 'help.admin.3', 'help.admin.4'] }],
  },
  {
    id: 'helpline',
    title: 'help.helpline.title',
    parts: [{ points: ['help.helpline.1', 'help.helpline.2', 'help.helpline.3'] }],
  },
  {
    id: 'content',
    title: 'help.content.title',
    parts: [{ points: ['help.content.1', 'help.content.2', 'help.content.3'] }],
  },
];

/** Each console's guide; a role reads the guide of the console it lands in (the access table). */
const GUIDE_OF_CONSOLE: Record<Console, GuideId> = {
  '/dashboard/home': 'warden',
  '/dd': 'dd',
  '/admin': 'admin',
  '/helpline': 'helpline',
  '/content': 'content',
};

/** The guide a role reads first; null for a role the console does not have. */
export function guideOf(role: Role | '' | null | undefined): GuideId | null {
  if (!role) return null;
  const home = homePathFor(role);
  return home in GUIDE_OF_CONSOLE ? GUIDE_OF_CONSOLE[home as Console] : null;
}

/** The guides with `first` (the reader's own) at the top, the others in their usual order. */
export function orderedGuides(first: GuideId | null): Guide[] {
  return [...GUIDES].sort((a, b) => Number(b.id === first) - Number(a.id === first));
}
