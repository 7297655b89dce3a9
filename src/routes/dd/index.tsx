/**
 * `/dd`: the deputy director's home (homePathFor in common/roles.ts), with the posts waiting for
 * review (the review feature's count, composed here since features import none).
 */
import { createFileRoute } from '@tanstack/react-router';
import { DdHome } from '@/features/dd/dd-home';
import { ReviewCount } from '@/features/review';

export const Route = createFileRoute('/dd/')({
  component: () => <DdHome notice={<ReviewCount to="/dd/review" />} />,
});
