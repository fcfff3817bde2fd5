import { GHOST_DISPLAY_NAME } from '@croupier/contracts/constants';

/** A player's public name as the server sends it (top wins, race standings, live seats); ghost mode in the page's language. */
export function publicName(name: string, t: (key: string) => string): string {
  return name === GHOST_DISPLAY_NAME ? t('lobby.topwins.hidden') : name;
}
