import modal from '../primitives/modal/modal.css?inline';

/**
 * The Modal primitive's sheet alone, for a host that loads its dialogs on open: adopt it into the
 * document with them (the portal does, so the first load of a page carries no dialog rules).
 */
export const modalStyles = modal;
