// The shell imports the stack from here on every page; the dialog itself (Radix) lives in
// './modal-shell' and is imported only by the modals, which are loaded on demand.
export { ModalStackProvider, useModalStack, type TModalStack } from './modal-stack-provider';
