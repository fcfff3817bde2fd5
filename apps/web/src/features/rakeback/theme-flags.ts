import type { TTheme } from '@croupier/contracts/constants';

/**
 * Per-theme switches of the rakeback calendar (spec §2: "some themes hide the accumulator"). The lulu theme keeps
 * its calendar light: no accumulator card in the modal, section and carousel (the /cashback page still explains
 * the running cycle).
 */
export const RAKEBACK_THEME_FLAGS: Record<TTheme, { isAccumulatorHidden: boolean }> = {
  curacao: { isAccumulatorHidden: false },
  lulu: { isAccumulatorHidden: true },
};

export const isAccumulatorHidden = (theme: TTheme): boolean => RAKEBACK_THEME_FLAGS[theme]?.isAccumulatorHidden ?? false;
