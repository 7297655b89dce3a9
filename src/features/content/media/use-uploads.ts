/**
 * The upload popup's behaviour over upload-items.ts: choosing files (the ten-file message when a
 * selection is too large), uploading one row or every allowed row one after another with its own
 * progress, into the folder being viewed, and announcing 'Media upload successfull' only once every
 * listed file is uploaded. A failed upload keeps its row and its message. Previews are object URLs,
 * released when their row goes or the popup closes; closing cancels uploads under way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_FILES_PER_SELECTION } from '@common/uploads';
import { useT } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/toast/toast-store';
import { libraryKeys } from './library-api';
import { uploadMedia } from './library-mutations';
import * as list from './upload-items';

let counter = 0;
const options: list.AddOptions = {
  makeId: () => `upload-${++counter}`,
  makePreview: (file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
};

export function useUploads(folder: number | null, onAllUploaded: () => void) {
  const t = useT();
  const client = useQueryClient();
  const [items, setItems] = useState<list.UploadItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());
  const announced = useRef(false);
  const done = useRef(onAllUploaded);

  const change = (next: (items: list.UploadItem[]) => list.UploadItem[]) => {
    latest.current = next(latest.current);
    setItems(latest.current);
  };

  useEffect(() => {
    done.current = onAllUploaded;
  });

  /** Closing: uploads under way stop, previews are released, the list starts empty next time. */
  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    controllers.current.clear();
    latest.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview));
    latest.current = [];
    announced.current = false;
    setItems([]);
    setNotice(null);
  }, []);

  useEffect(() => {
    if (!list.allUploaded(items) || announced.current) return;
    announced.current = true;
    toast.success(t('uploadMsg.uploaded'));
    reset();
    done.current();
  }, [items, t, reset]);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    announced.current = false;
    const result = list.addFiles(latest.current, files, options);
    change(() => result.items);
    setNotice(result.tooMany ? t('uploadMsg.tooMany', { n: MAX_FILES_PER_SELECTION }) : null);
  };

  const remove = (id: string) => {
    const item = latest.current.find((i) => i.id === id);
    if (!item || item.is_uploading) return;
    if (item.preview) URL.revokeObjectURL(item.preview);
    change((items) => list.removeItem(items, id));
  };

  const upload = async (id: string) => {
    const item = latest.current.find((i) => i.id === id);
    if (!item || !item.is_allowed || item.is_uploading || item.is_uploaded) return;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    change((items) => list.startUpload(items, id));
    try {
      await uploadMedia(item.file, item.name, folder, {
        signal: controller.signal,
        onProgress: (percent) => change((items) => list.setProgress(items, id, percent)),
      });
      change((items) => list.finishUpload(items, id));
      void client.invalidateQueries({ queryKey: libraryKeys.all });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = isApiError(error) ? error.message : String(error);
      change((items) => list.failUpload(items, id, message));
    } finally {
      controllers.current.delete(id);
    }
  };

  /** Submit: every allowed row not uploaded yet, one at a time (a slow line shares no bandwidth). */
  const uploadAll = async () => {
    for (const item of list.uploadable(latest.current)) await upload(item.id);
  };

  return { items, notice, add, remove, upload, uploadAll, reset };
}
