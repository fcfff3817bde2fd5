export { ModalStackProvider, useModalStack, type TModalStack } from './modal-stack-provider';
export { ModalShell, useModalSkin, type TModalSkin, type TModalShellProps } from './modal-shell';
