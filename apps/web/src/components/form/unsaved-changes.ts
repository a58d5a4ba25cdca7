import type { TFunction } from 'i18next';
import { createContext, useCallback, useContext, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../feedback/confirm';

/**
 * Unsaved input (docs/decisions.md, "Unsaved changes"): every form built with `useZodForm` says
 * here whether it holds input the user typed and has not saved. Leaving the page, closing a dialog
 * or switching region asks first while one does.
 */
export type UnsavedScope = {
  /** Adds a source of unsaved input (read when asked); returns its removal. */
  register: (id: string, isDirty: () => boolean) => () => void;
  has: () => boolean;
};

/** The forms holding unsaved input (the whole app, or one dialog), each asked when it matters. */
export function createUnsavedScope(): UnsavedScope {
  const sources = new Map<string, () => boolean>();
  return {
    register(id, isDirty) {
      sources.set(id, isDirty);
      return () => {
        if (sources.get(id) === isDirty) sources.delete(id);
      };
    },
    has: () => [...sources.values()].some((isDirty) => isDirty()),
  };
}

/** Every form on screen: what leaving the page (or switching region) asks about. */
export const unsavedChanges = createUnsavedScope();

/** The dialog a form is drawn in (`FormModal` provides it): what closing that dialog asks about. */
export const UnsavedScopeContext = createContext<UnsavedScope | null>(null);

/**
 * Says, for the calling component, whether it holds unsaved input (in the app's scope and its
 * dialog's). Read when a navigation or a close asks, so typing re-renders nothing else.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const id = useId();
  const dialog = useContext(UnsavedScopeContext);
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    const read = () => latest.current;
    const leaveApp = unsavedChanges.register(id, read);
    const leaveDialog = dialog?.register(id, read);
    return () => {
      leaveApp();
      leaveDialog?.();
    };
  }, [id, dialog]);
}

/** What a form offers to tell typed input apart (a Mantine form). */
export type TrackedForm = {
  getDirty: () => Record<string, boolean>;
  setDirty: (dirty: Record<string, boolean>) => void;
  getValues: () => object;
  getInitialValues: () => object;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Deep equality of form values (plain objects, arrays, dates; files and the rest by identity). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && isSameValue(a[key], b[key]))
    );
  }
  return false;
}

/**
 * True when the user changed a field (Mantine marks fields changed through their inputs, not values
 * the code sets: a record loaded, a draft restored, a dialog's defaults) and the values are not back
 * to what the form was loaded with.
 */
export const hasUnsavedInput = (form: TrackedForm) =>
  Object.values(form.getDirty()).some(Boolean) && !isSameValue(form.getValues(), form.getInitialValues());

let saves = 0;
/**
 * Counts a submit while `result` (its handler's promise) runs: a navigation the submit starts (to
 * the record just saved) is not questioned.
 */
export function whileSaving<T>(result: T): T {
  saves += 1;
  const done = () => {
    saves -= 1;
  };
  Promise.resolve(result).then(done, done);
  return result;
}
export const isSaving = () => saves > 0;

let isUnloadAllowed = false;
/** The user already confirmed leaving (a region switch reloads the page): no browser prompt. */
export function allowUnload() {
  isUnloadAllowed = true;
}
export const unloadAllowed = () => isUnloadAllowed;

/** "You have unsaved changes. Leave anyway?" — true to leave. */
export const confirmLeave = (t: TFunction) =>
  confirmAction({
    t,
    title: t('common.unsaved.title'),
    message: t('common.unsaved.leave_message'),
    confirmLabel: t('common.unsaved.leave'),
    cancelLabel: t('common.unsaved.stay'),
  });

/** A dialog's unsaved input: true to close it and lose what was typed. */
export const confirmDiscard = (t: TFunction) =>
  confirmAction({
    t,
    title: t('common.unsaved.title'),
    message: t('common.unsaved.close_message'),
    confirmLabel: t('common.unsaved.discard'),
    cancelLabel: t('common.unsaved.stay'),
  });

/** Asks before an action that leaves the page when a form holds unsaved input; true to go on. */
export async function canLeavePage(t: TFunction): Promise<boolean> {
  if (!unsavedChanges.has()) return true;
  return confirmLeave(t);
}

/**
 * A page's switch (the company or the year a page edits, not a field of a form): `guard(apply)`
 * applies the change only after asking, when a form holds unsaved input.
 */
export function useGuardedSwitch() {
  const { t } = useTranslation();
  return useCallback(
    <A extends unknown[]>(apply: (...args: A) => void) =>
      async (...args: A) => {
        if (await canLeavePage(t)) apply(...args);
      },
    [t],
  );
}
