/**
 * `/content/sections/{key}`: a section's editor, generated from its definition. It starts from the
 * open draft (or the published words), checks with the same schema the server uses before saving,
 * saves a new version from the version it started on (someone else's save in between is a 409
 * that says so and offers a reload), and shows the review steps the caller may take, what the
 * draft changes, and the history with Restore.
 */
import { useEffect, useRef, useState } from 'react';
import { translateText, useLang, useT } from '@/i18n';
import { toast } from '@/toast/toast-store';
import { Button } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageHeading } from '@/components/page-heading';
import { fieldErrorsOf, isApiError } from '@/lib/api-error';
import { emptyItem, type SectionItem } from '@common/site/site-schema';
import { sectionByKey } from '@common/site/site-sections';
import type { SectionDetail } from '@common/contract/answers/site';
import { useReviewStep, useSaveDraft, useSection, type StepCall } from '../api/site-api';
import { StatePill } from '../state-pill';
import { checkItems, fromServerErrors, moveItem, removeItem, setValue, startingPoint, type Start } from './draft-items';
import { ItemsEditor } from './items-editor';
import { ReviewBar } from './review-bar';
import { SendBackDialog } from './send-back-dialog';
import { DiffPanel } from './diff-panel';
import { HistoryPanel } from './history-panel';
import { PreviewPanel } from './preview-panel';

export function SectionEditor({ sectionKey }: { sectionKey: string }) {
  const t = useT();
  const section = sectionByKey(sectionKey);
  const query = useSection(section?.key);
  if (!section) return <ErrorPanel title={t('content.notFound')} />;
  if (query.isError)
    return (
      <ErrorPanel
        title={t('content.loadFailed')}
        reason={translateText(query.error.message)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <p className="text-ink-muted">{t('common.loading')}</p>;
  // A new answer (a save, a step, a reload) is a new starting point: the editor starts afresh.
  const d = query.data;
  const stamp = `${d.draft_version}.${d.published_version}.${d.status}.${d.updated_at}`;
  return <Editor key={stamp} detail={d} reload={() => void query.refetch()} />;
}

function Editor({ detail, reload }: { detail: SectionDetail; reload: () => void }) {
  const t = useT();
  const [lang] = useLang();
  const section = sectionByKey(detail.key)!;
  const [start] = useState<Start>(() => startingPoint(section, detail));
  const [items, setItems] = useState<SectionItem[]>(start.items);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Bumped when Save is refused: the first refused field is brought into view with its message.
  const [refusals, setRefusals] = useState(0);
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const first = editorRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [refusals]);
  const [stale, setStale] = useState<string | null>(null);
  const [sendBack, setSendBack] = useState<{ open: boolean; error?: string }>({ open: false });
  const save = useSaveDraft(detail.key);
  const step = useReviewStep(detail.key);
  const dirty = JSON.stringify(items) !== JSON.stringify(start.items);

  const change = (next: SectionItem[]) => {
    setItems(next);
    if (Object.keys(errors).length) setErrors(checkItems(section, next));
  };

  const onSave = () => {
    const found = checkItems(section, items);
    setErrors(found);
    if (Object.keys(found).length) {
      setRefusals((n) => n + 1);
      toast.error(t('content.fixFields'));
      return;
    }
    save.mutate(
      { items, base_version: start.base_version },
      {
        onSuccess: () => toast.success(t('siteMsg.draftSaved')),
        onError: (error) => {
          if (isApiError(error) && error.status_code === 409) setStale(translateText(error.message));
          else if (isApiError(error) && error.status_code === 422) {
            setErrors(fromServerErrors(fieldErrorsOf(error)));
            setRefusals((n) => n + 1);
          } else toast.error(translateText((error as Error).message));
        },
      },
    );
  };

  const run = (call: StepCall, done?: () => void) =>
    step.mutate(call, {
      onSuccess: () => {
        toast.success(t(`content.done.${call.step}`));
        done?.();
      },
      onError: (error) => {
        if (call.step === 'reject' && isApiError(error) && error.status_code === 422)
          setSendBack({ open: true, error: fieldErrorsOf(error).reason ?? error.message });
        else toast.error(translateText((error as Error).message));
      },
    });

  const readOnly = !detail.can.edit;
  return (
    <div ref={editorRef} className="flex flex-col gap-6">
      <PageHeading
        title={detail.title[lang]}
        description={t('content.editor.description')}
        action={<StatePill state={detail.status} />}
      />
      {readOnly ? <p className="rounded-xl bg-brand-50 p-3 text-brand-800">{t('content.readOnly')}</p> : null}
      {stale ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-50 p-3 text-danger-700">
          <p className="font-medium">{stale}</p>
          <Button look="bordered" colour="error" width="auto" onClick={reload}>
            {t('content.reload')}
          </Button>
        </div>
      ) : null}
      <ItemsEditor
        section={section}
        items={items}
        errors={errors}
        readOnly={readOnly}
        onChange={(at, key, value, lang) => change(setValue(items, at, key, value, lang))}
        onMove={(from, to) => change(moveItem(items, from, to))}
        onRemove={(at) => change(removeItem(items, at))}
        onAdd={() => change([...items, emptyItem(section)])}
      />
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button width="auto" busy={save.isPending} disabled={!dirty} onClick={onSave}>
            {t('content.saveDraft')}
          </Button>
          {dirty ? <span className="text-sm text-ink-muted">{t('content.unsaved')}</span> : null}
        </div>
      )}
      <ReviewBar
        detail={detail}
        busy={step.isPending}
        dirty={dirty}
        onStep={(s, comment) => run({ step: s, comment })}
        onSendBack={() => setSendBack({ open: true })}
      />
      <DiffPanel section={section} published={detail.published?.items ?? null} draft={items} />
      <PreviewPanel sectionKey={detail.key} items={items} />
      <HistoryPanel detail={detail} busy={step.isPending} onRestore={(version) => run({ step: 'restore', version })} />
      <SendBackDialog
        open={sendBack.open}
        busy={step.isPending}
        error={sendBack.error}
        onClose={() => setSendBack({ open: false })}
        onConfirm={(reason) => run({ step: 'reject', reason }, () => setSendBack({ open: false }))}
      />
    </div>
  );
}
