import { afterEach, describe, expect, it } from 'vitest';
import { dialogActionsTop, roomFor } from './dialog-dropdown';

/** Gives `element` a box on screen (jsdom lays nothing out). */
function place(element: Element, top: number, bottom: number) {
  element.getBoundingClientRect = () => ({
    top,
    bottom,
    left: 0,
    right: 300,
    width: 300,
    height: bottom - top,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

/** A dialog as Mantine renders one: its fields, then the row of its buttons. */
function dialog(options: { modal?: boolean } = {}) {
  document.body.innerHTML = `
    <section role="dialog" ${options.modal === false ? '' : 'aria-modal="true"'}>
      <header><button aria-label="Cerrar"></button></header>
      <input id="field" />
      <textarea></textarea>
      <div id="actions"><button>Cancelar</button><button type="submit">Rechazar</button></div>
    </section>`;
  const field = document.getElementById('field') as HTMLElement;
  const actions = document.getElementById('actions') as HTMLElement;
  place(field, 371, 407);
  place(actions, 542, 578);
  return { field, actions };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dialogActionsTop', () => {
  it('is the top of the row of the dialog’s last button, below the field', () => {
    const { field } = dialog();
    expect(dialogActionsTop(field)).toBe(542);
  });

  it('is null outside a modal dialog (a page, or a non-modal panel such as the user menu)', () => {
    document.body.innerHTML = '<form><input id="field" /><div><button>Guardar</button></div></form>';
    expect(dialogActionsTop(document.getElementById('field') as HTMLElement)).toBeNull();
    const { field } = dialog({ modal: false });
    expect(dialogActionsTop(field)).toBeNull();
  });

  it('is null when the buttons are not below the field', () => {
    const { field, actions } = dialog();
    place(actions, 300, 336);
    expect(dialogActionsTop(field)).toBeNull();
  });
});

describe('roomFor', () => {
  const field = { top: 371, bottom: 407 };

  it('below the field, in a dialog: down to its buttons, with a gap', () => {
    expect(roomFor({ field, actionsTop: 542, viewportHeight: 844, placement: 'bottom', offset: 8 })).toBe(
      542 - 407 - 8 - 8,
    );
  });

  it('below the field, outside a dialog: down to the screen’s bottom', () => {
    expect(roomFor({ field, actionsTop: null, viewportHeight: 844, placement: 'bottom', offset: 8 })).toBe(
      844 - 407 - 8 - 8,
    );
  });

  it('above the field: up to the screen’s top, the buttons left alone', () => {
    expect(roomFor({ field, actionsTop: 542, viewportHeight: 844, placement: 'top-start', offset: 8 })).toBe(
      371 - 8 - 8,
    );
  });
});
