import type { PopoverProps } from '@mantine/core';

type Middlewares = NonNullable<PopoverProps['middlewares']>;
type FlipOptions = Exclude<NonNullable<Middlewares['flip']>, boolean>;
type SizeOptions = Exclude<NonNullable<Middlewares['size']>, boolean>;
type SizeState = Parameters<NonNullable<SizeOptions['apply']>>[0];
/** What Floating UI tells a middleware given as a function (its `Derivable` options). */
type PlacementState = Pick<SizeState, 'elements' | 'placement'>;

/** Room kept free between a list and what it must not cover, and around the screen's edges. */
const gap = 8;
/** The options' default height (Mantine's 220 px). */
const listHeight = 220;
/** The dropdown's padding and border around its options. */
const dropdownFrame = 10;
/** CSS variable the list's height reads: the room its side has (see `maxDropdownHeight` in the theme). */
export const roomVariable = '--dropdown-room';

type Box = { top: number; bottom: number };

/**
 * The top of a dialog's buttons below `field` — the row of its last button, which is where a
 * dialog's actions sit (Cancel / Save) — or null when `field` is not in a dialog or no button row
 * lies below it.
 */
export function dialogActionsTop(field: Element): number | null {
  const dialog = field.closest('[role="dialog"][aria-modal="true"]');
  const buttons = dialog ? [...dialog.querySelectorAll('button')] : [];
  const row = buttons.at(-1)?.parentElement;
  if (!row || row.contains(field)) return null;
  const top = row.getBoundingClientRect().top;
  return top > field.getBoundingClientRect().bottom ? top : null;
}

/**
 * The height a list opened on `placement`'s side of `field` has without leaving the screen and,
 * in a dialog, without covering its buttons: below, down to the buttons; above, up to the screen's
 * top (the dialog's overlay covers the top bar).
 */
export function roomFor(options: {
  field: Box;
  actionsTop: number | null;
  viewportHeight: number;
  placement: string;
  offset: number;
}): number {
  const { field, actionsTop, viewportHeight, placement, offset } = options;
  if (placement.startsWith('top')) return field.top - offset - gap;
  const bottom = Math.min(viewportHeight, actionsTop ?? viewportHeight);
  return bottom - field.bottom - offset - gap;
}

const viewportHeight = () => document.documentElement.clientHeight || window.innerHeight;
const referenceOf = (state: PlacementState) =>
  state.elements.reference instanceof Element ? state.elements.reference : null;

/**
 * How much taller the list is when whole (its options up to the default height) than it is now:
 * the room variable may have shortened it on the side it opened first, or it may not be measured
 * yet. Flipping judges the whole list, so a list shortened once does not stay on a cramped side.
 */
function shortenedBy(floating: HTMLElement): number {
  const options = floating.querySelector('[role="listbox"]');
  if (!options) return 0;
  const whole = Math.min(listHeight, options.scrollHeight) + dropdownFrame;
  return Math.max(0, whole - floating.getBoundingClientRect().height);
}

/**
 * Flip with the dialog's buttons as the bottom edge: a list that does not fit between the field and
 * the buttons opens upward (over the title and the fields above, never the buttons); when neither
 * side holds it whole, the side with more room, where `sizeToRoom` shortens it. Floating UI takes
 * options as a function of the moment; Mantine hands them over when the dropdown does not lock its
 * first placement (`preventPositionChangeWhenVisible: false`).
 */
const flipAboveDialogActions = (state: PlacementState) => {
  const field = referenceOf(state);
  const actionsTop = field ? dialogActionsTop(field) : null;
  const extra = shortenedBy(state.elements.floating);
  const bottom = actionsTop === null ? gap : viewportHeight() - actionsTop + gap;
  return { padding: { top: gap + extra, bottom: bottom + extra } };
};

/** The distance Floating UI put between the field and the list (the popover's offset). */
function offsetOf(state: SizeState) {
  const { reference, floating } = state.rects;
  return state.placement.startsWith('top')
    ? reference.y - (state.y + floating.height)
    : state.y - (reference.y + reference.height);
}

/** Tells the list how tall its options may be on the side it opened (the `--dropdown-room` variable). */
function sizeToRoom(state: SizeState) {
  const field = referenceOf(state);
  if (!field) return;
  const room = roomFor({
    field: field.getBoundingClientRect(),
    actionsTop: dialogActionsTop(field),
    viewportHeight: viewportHeight(),
    placement: state.placement,
    offset: Math.max(0, offsetOf(state)),
  });
  // the options sit inside the dropdown's padding and border
  state.elements.floating.style.setProperty(roomVariable, `${Math.max(room - dropdownFrame, 0)}px`);
}

/**
 * The theme's defaults for every select-like list (Select, MultiSelect …): it opens where it fits
 * and never covers a dialog's buttons. Plain objects, so the theme stays small on the first page.
 */
export const dialogSafeCombobox = {
  preventPositionChangeWhenVisible: false,
  middlewares: {
    // Floating UI accepts the function; Mantine's type names only the object form
    flip: flipAboveDialogActions as unknown as FlipOptions,
    size: { apply: sizeToRoom } satisfies SizeOptions,
  },
};

/** The options' height: Mantine's default, or less when the side it opened on has less room. */
export const dialogSafeMaxHeight = `calc(min(${listHeight / 16}rem, var(${roomVariable}, ${listHeight / 16}rem)))`;
