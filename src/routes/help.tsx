/**
 * `/help`: the help page, open to everyone, signed in or not (docs/spec-notes.md, "Help").
 * Its texts load with it (src/i18n/help-texts.ts); both are precached, so it opens offline.
 */
import { createFileRoute } from '@tanstack/react-router';
import { loadHelpTexts } from '@/i18n';
import { HelpPage } from '@/features/help';

export const Route = createFileRoute('/help')({
  loader: () => loadHelpTexts(),
  component: HelpPage,
});
