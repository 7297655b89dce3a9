/**
 * The heading block of the warden's list pages: title, one line of description and an optional
 * action on the right (the 'Home Page' button of the status lists), stacked on a phone.
 */
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { ButtonLink } from '@/components/button';
import { HomeIcon } from '@/components/list-icons';

export interface ListPageHeaderProps {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}

export function ListPageHeader({ title, description, action, icon }: ListPageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-start gap-3">
        {icon ? (
          <div className="mt-0.5 grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            {icon}
          </div>
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-[28px]">{title}</h1>
          {description ? <p className="mt-1 text-[15px] leading-relaxed text-ink-muted">{description}</p> : null}
        </div>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

/** The lists' 'Home Page' button, back to the warden home. */
export function HomePageButton() {
  const t = useT();
  return (
    <ButtonLink to="/dashboard/home" look="bordered" width="auto" className="w-full sm:w-auto">
      <HomeIcon />
      {t('tweets.homePage')}
    </ButtonLink>
  );
}
