/** `/content/sections`: the website's sections with their state. */
import { createFileRoute } from '@tanstack/react-router';
import { SectionsPage } from '@/features/content/sections-page';

export const Route = createFileRoute('/content/sections/')({
  component: SectionsPage,
});
