/**
 * How a post's status reads on screen (SPEC.md §4). The home and list views say 'Not Considered';
 * the warden's list and detail views say 'After Deadline'; anything else is 'Not Posted'.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';
export type StatusView = 'home' | 'warden';

export function tweetStatusLabel(status: string | null | undefined, view: StatusView): string {
  switch (status) {
    case 'POSTED_ON_TIME':
      return 'On Time';
    case 'POSTED_WITH_DELAY':
      return 'Delayed';
    case 'POST_NOT_CONSIDERED':
      return view === 'home' ? 'Not Considered' : 'After Deadline';
    default:
      return 'Not Posted';
  }
}

export function tweetStatusTone(status: string | null | undefined): StatusTone {
  if (status === 'POSTED_ON_TIME') return 'success';
  if (status === 'POSTED_WITH_DELAY') return 'warning';
  if (status === 'POST_NOT_CONSIDERED') return 'danger';
  return 'neutral';
}
