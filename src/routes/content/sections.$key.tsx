/** `/content/sections/{key}`: one section's editor, review steps and history. */
import { createFileRoute } from '@tanstack/react-router';
import { SectionEditor } from '@/features/content/editor/section-editor';

export const Route = createFileRoute('/content/sections/$key')({
  component: EditorRoute,
});

function EditorRoute() {
  const { key } = Route.useParams();
  return <SectionEditor sectionKey={key} />;
}
