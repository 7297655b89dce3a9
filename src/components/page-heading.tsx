/**
 * The title block of every console page: a heading, one line on what the page is for, and an
 * optional action on the right (a download, a refresh) that drops below the text on a phone.
 */
import type { ReactNode } from 'react';

export function PageHeading({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{title}</h1>
        {description ? <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
